namespace DiceRolling.Controllers;

/// <summary>Estados globais da batalha, guardados em <see cref="BattleController.CurrentState"/>.</summary>
/// <seealso cref="RoundState"/>
public enum BattleState
{
    /// <summary>Batalha na preparação: equipes sendo montadas e posicionadas.</summary>
    Start,

    /// <summary>Batalha em andamento: rodadas sendo jogadas.</summary>
    InProgress,

    /// <summary>Batalha encerrada, com vitória ou derrota.</summary>
    End
}
