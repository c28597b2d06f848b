namespace DiceRolling.Controllers;

/// <summary>Fases de uma rodada de batalha, guardadas em <see cref="RoundController.CurrentRoundState"/>.</summary>
/// <seealso cref="BattleState"/>
public enum RoundState
{
    /// <summary>Início da rodada.</summary>
    RoundStart,

    /// <summary>Declaração de ações: os personagens do jogador rolam os dados, os inimigos declaram e os do jogador escolhem ações e alvos.</summary>
    ActionsDeclaration,

    /// <summary>Resolução dos turnos: cada personagem age na ordem da fila de iniciativa.</summary>
    TurnsResolution,

    /// <summary>Fim da rodada: verifica-se se a batalha acabou ou se começa outra rodada.</summary>
    RoundEnd
}
