using Godot;

namespace DiceRolling.Controllers;

/// <summary>
/// Reage ao fim da batalha: na vitória sinaliza a distribuição de recompensas; na derrota, o fim de jogo.
/// </summary>
/// <remarks>
/// Escuta <c>BattleEnded</c> de <see cref="BattleEvents"/> e chama <see cref="ShowVictoryScreen"/> (emite
/// <c>RewardsDistributed</c>) ou <see cref="ShowGameOverScreen"/> (emite <c>GameOver</c>). As recompensas previstas no
/// design são XP, ouro e itens.
/// </remarks>
public partial class PostBattleController : RefCounted
{
    /// <summary>Cria o controlador e o inscreve no sinal <c>BattleEnded</c>.</summary>
    public PostBattleController() => throw null;

    /// <summary>Trata a vitória: emite <c>RewardsDistributed</c>.</summary>
    public static void ShowVictoryScreen() => throw null;

    /// <summary>Trata a derrota: emite <c>GameOver</c>.</summary>
    public static void ShowGameOverScreen() => throw null;
}
