using Godot;

namespace DiceRolling.Controllers;

/// <summary>Troca a cena atual entre o menu principal, a Cidade e a tela de fim de jogo.</summary>
/// <remarks>
/// Acionado por <see cref="DiceRolling.UI.SceneTransitionButton"/>. As cenas de destino são configuradas no inspetor.
/// </remarks>
/// <example>
/// <code>
/// menuTransitions.TransitionTo(MenuScenes.MainMenu);
/// </code>
/// </example>
/// <seealso cref="GameplayTransitionManager"/>
[GlobalClass]
public partial class MenuTransitionManager : Node
{
    /// <summary>Cena do menu principal.</summary>
    [Export]
    public PackedScene? MainMenuScene { get; set; }

    /// <summary>Cena da Cidade.</summary>
    [Export]
    public PackedScene? GameplayLobbyScene { get; set; }

    /// <summary>Cena de fim de jogo.</summary>
    [Export]
    public PackedScene? GameOverMenuScene { get; set; }

    /// <summary>Troca a cena atual pela cena de menu indicada.</summary>
    /// <param name="scene">Cena de destino.</param>
    public void TransitionTo(MenuScenes scene) => throw null;
}
