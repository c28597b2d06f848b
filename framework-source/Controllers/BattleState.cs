namespace DiceRolling.Controllers;

/// <summary>Estados globais da batalha, guardados em <see cref="BattleController.CurrentState"/>.</summary>
/// <seealso cref="RoundState"/>
public enum BattleState
{
    /// <summary>Estado inicial, antes de <see cref="BattleController.StartBattle"/>.</summary>
    Start,

    /// <summary>
    /// Batalha em andamento; <see cref="BattleController.StartBattle"/> passa a este estado antes mesmo de posicionar as
    /// equipes.
    /// </summary>
    InProgress,

    /// <summary>Batalha encerrada, com vitória ou derrota.</summary>
    End
}
