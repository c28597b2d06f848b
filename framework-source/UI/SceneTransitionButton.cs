using DiceRolling.Controllers;
using Godot;

/// <summary>
/// Botões e desenhos de interface: o botão que dispara uma transição de cena de menu ou de jogo
/// (<see cref="SceneTransitionButton"/>, com o tipo <see cref="TransitionType"/>), o botão que encerra o jogo
/// (<see cref="CloseGameButton"/>) e o nó que desenha arcos em 2D (<see cref="ArcDrawer"/>).
/// </summary>
namespace DiceRolling.UI;

/// <summary>
/// Botão configurável no inspetor que dispara uma transição de cena de menu ou de jogo ao ser pressionado.
/// </summary>
/// <remarks>
/// Conforme <see cref="TypeOfTransition"/>, o botão chama
/// <see cref="MenuTransitionManager.TransitionTo"/> com <see cref="MenuScene"/> ou
/// <see cref="GameplayTransitionManager.TransitionTo"/> com <see cref="GameplayScene"/>. A opção que não se aplica ao
/// tipo escolhido aparece somente leitura no inspetor (via <see cref="_ValidateProperty"/>).
/// </remarks>
/// <example>
/// Botão "Novo Jogo" do menu principal, configurado por código:
/// <code>
/// var novoJogo = new SceneTransitionButton
/// {
///     Text = "Novo Jogo",
///     TypeOfTransition = TransitionType.Menu,
///     MenuScene = MenuScenes.GameplayLobby,
/// };
/// </code>
/// </example>
[Tool]
public partial class SceneTransitionButton : Button
{
    /// <summary>Tipo de transição disparada. Valor inicial: <see cref="TransitionType.None"/>.</summary>
    [Export]
    public TransitionType TypeOfTransition { get; set; } = TransitionType.None;

    /// <summary>Cena de menu de destino, usada quando <see cref="TypeOfTransition"/> é <see cref="TransitionType.Menu"/>.</summary>
    [Export]
    public MenuScenes MenuScene { get; set; } = MenuScenes.MainMenu;

    /// <summary>Cena de jogo de destino, usada quando <see cref="TypeOfTransition"/> é <see cref="TransitionType.Gameplay"/>.</summary>
    [Export]
    public GameplayScenes GameplayScene { get; set; } = GameplayScenes.GameplayLobby;

    /// <summary>Chamado pelo Godot ao entrar na árvore; conecta o pressionamento do botão à transição configurada.</summary>
    public override void _Ready() => throw null;

    /// <summary>Torna somente leitura no inspetor a cena de destino que não se aplica ao tipo de transição escolhido.</summary>
    /// <param name="property">Dicionário de descrição da propriedade fornecido pelo Godot.</param>
    public override void _ValidateProperty(Godot.Collections.Dictionary property) => throw null;
}
