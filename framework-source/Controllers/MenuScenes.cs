namespace DiceRolling.Controllers;

/// <summary>Cenas de menu alcançáveis por <see cref="MenuTransitionManager.TransitionTo"/>.</summary>
/// <seealso cref="GameplayScenes"/>
public enum MenuScenes
{
    /// <summary>Menu principal.</summary>
    MainMenu,

    /// <summary>A Cidade.</summary>
    GameplayLobby,

    /// <summary>Tela de fim de jogo.</summary>
    GameOverMenu
}
