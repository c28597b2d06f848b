using Godot;

/// <summary>
/// Componentes reutilizáveis de cena: o visual animado do personagem de uma entidade
/// (<see cref="AnimatedModel3DComponent"/>, <see cref="AnimatedSprite3DComponent"/>), o clique e a seleção
/// (<see cref="SelectableComponent"/>), o painel da ordem de turnos (<see cref="TurnOrderComponent"/>) e o movimento de
/// câmera para testar enquadramentos (<see cref="CameraMovement"/>).
/// </summary>
namespace DiceRolling.Components;

/// <summary>
/// Torna a entidade 3D-pai clicável: mostra realce de foco (hover) e de seleção e avisa seleção e desseleção pelo
/// <see cref="DiceRolling.Events.EventBus"/>.
/// </summary>
/// <remarks>
/// <para>
/// Só um componente fica selecionado por vez: ao selecionar outro, o anterior é desmarcado. A seleção é anunciada com
/// <see cref="DiceRolling.Events.EventBus.OnComponentSelected"/> e a desseleção com
/// <see cref="DiceRolling.Events.EventBus.OnComponentUnselected"/>; o
/// <see cref="DiceRolling.Entities.CharacterInspectorEntity"/> escuta esses sinais para mostrar o personagem clicado.
/// </para>
/// <para>A área de clique é <see cref="InputAreaNode"/>; os realces são <see cref="SelectorSprite"/> e <see cref="HoverSpriteNode"/>.</para>
/// </remarks>
[Tool]
[GlobalClass]
[Icon("component-3d")]
public partial class SelectableComponent : Node3D
{
    /// <summary>Sprite exibido enquanto a entidade está selecionada.</summary>
    [Export]
    public Sprite3D? SelectorSprite { get; set; }

    /// <summary>Sprite exibido enquanto o mouse está sobre a entidade.</summary>
    [Export]
    public Sprite3D? HoverSpriteNode { get; set; }

    /// <summary>Área 3D que recebe os eventos de mouse (entrada, saída e clique).</summary>
    [Export]
    public Area3D? InputAreaNode { get; set; }

    /// <summary>Indica se a entidade está selecionada.</summary>
    [Export]
    public bool IsSelected { get; set; }

    /// <summary>Indica se o mouse está sobre a entidade.</summary>
    [Export]
    public bool IsHovered { get; set; }

    /// <summary>Conecta os sinais de mouse de <see cref="InputAreaNode"/> e os do <see cref="DiceRolling.Events.EventBus"/>.</summary>
    public override void _Ready() => throw null;

    /// <summary>Desconecta os sinais ao sair da árvore.</summary>
    public override void _ExitTree() => throw null;
}
