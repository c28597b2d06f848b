namespace DiceRolling.Controllers;

/// <summary>Cenas de jogo alcançáveis por <see cref="GameplayTransitionManager.TransitionTo"/>.</summary>
/// <seealso cref="MenuScenes"/>
public enum GameplayScenes
{
    /// <summary>A Cidade, o lugar entre incursões.</summary>
    GameplayLobby,

    /// <summary>Dungeon (mapa de salas).</summary>
    GameplayDungeon,

    /// <summary>Cena 3D de batalha.</summary>
    GameplayBattle
}
