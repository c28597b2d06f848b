using Godot;

/// <summary>
/// Cena do menu principal: por enquanto só o script <see cref="MainMenuManager"/>, ainda sem lógica. As transições
/// entre as cenas de menu ficam em <see cref="DiceRolling.Controllers.MenuTransitionManager"/>.
/// </summary>
namespace DiceRolling.MenuControllers;

/// <summary>
/// Script da cena do menu principal.
/// </summary>
/// <remarks>
/// O menu do protótipo atual tem Start Game e Exit; o do design terá Novo Jogo, Carregar Jogo, Opções e Sair. O script
/// ainda não contém lógica; os botões do menu usam <see cref="DiceRolling.UI.SceneTransitionButton"/> e
/// <see cref="DiceRolling.UI.CloseGameButton"/>. A cena é alcançada por
/// <see cref="DiceRolling.Controllers.MenuTransitionManager.TransitionTo"/> com
/// <see cref="DiceRolling.Controllers.MenuScenes.MainMenu"/>.
/// </remarks>
public partial class MainMenuManager : Node2D
{
    /// <summary>Chamado pelo Godot quando o nó entra na árvore de cena pela primeira vez.</summary>
    public override void _Ready() => throw null;
}
