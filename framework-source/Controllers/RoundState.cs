namespace DiceRolling.Controllers;

/// <summary>Fases de uma rodada de batalha, guardadas em <see cref="RoundController.CurrentRoundState"/>.</summary>
/// <seealso cref="BattleState"/>
public enum RoundState
{
    /// <summary>Início da rodada.</summary>
    RoundStart,

    /// <summary>Declaração de ações: inimigos declaram, personagens do jogador rolam dados e escolhem ações e alvos.</summary>
    ActionsDeclaration,

    /// <summary>Resolução dos turnos: cada personagem age na ordem da fila de iniciativa.</summary>
    TurnsResolution,

    /// <summary>Fim da rodada: verifica-se se a batalha acabou ou se começa outra rodada.</summary>
    RoundEnd
}
