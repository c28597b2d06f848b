namespace DiceRolling.UI;

/// <summary>
/// Tipo de transição disparada por <see cref="SceneTransitionButton"/>.
/// </summary>
public enum TransitionType
{
    /// <summary>Nenhuma transição: o botão não troca de cena.</summary>
    None,

    /// <summary>Transição entre cenas de menu, via <see cref="DiceRolling.Controllers.MenuTransitionManager"/>.</summary>
    Menu,

    /// <summary>Transição entre cenas de jogo, via <see cref="DiceRolling.Controllers.GameplayTransitionManager"/>.</summary>
    Gameplay
}
