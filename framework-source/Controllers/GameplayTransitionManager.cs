using Godot;

namespace DiceRolling.Controllers;

/// <summary>Troca a cena atual entre a Cidade, a dungeon e a batalha.</summary>
/// <remarks>
/// Acionado por <see cref="DiceRolling.UI.SceneTransitionButton"/>. As cenas de destino são configuradas no inspetor.
/// </remarks>
/// <example>
/// <code>
/// transitionManager.TransitionTo(GameplayScenes.GameplayBattle);
/// </code>
/// </example>
/// <seealso cref="MenuTransitionManager"/>
public partial class GameplayTransitionManager : Node
{
    /// <summary>Cena da Cidade.</summary>
    [Export]
    public PackedScene? GameplayLobbyScene { get; set; }

    /// <summary>Cena da dungeon.</summary>
    [Export]
    public PackedScene? GameplayDungeonScene { get; set; }

    /// <summary>Cena da batalha.</summary>
    [Export]
    public PackedScene? GameplayBattleScene { get; set; }

    /// <summary>Troca a cena atual pela cena de jogo indicada.</summary>
    /// <param name="scene">Cena de destino.</param>
    public void TransitionTo(GameplayScenes scene) => throw null;
}
