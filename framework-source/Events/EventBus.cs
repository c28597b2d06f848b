using DiceRolling.Targets;
using Godot;

/// <summary>
/// Eventos globais da interface: o barramento <see cref="EventBus"/> (autoload), que anuncia a seleção e a desseleção
/// de componentes e a seleção de ações. Os sinais do fluxo de batalha ficam em
/// <see cref="DiceRolling.Controllers.BattleEvents"/>.
/// </summary>
namespace DiceRolling.Events;

/// <summary>
/// Barramento global de eventos (autoload) para seleção e desseleção de componentes e para a seleção de ações.
/// </summary>
/// <remarks>
/// <para>
/// Desacopla quem produz a interação de quem reage a ela. Por exemplo,
/// <see cref="DiceRolling.Components.SelectableComponent"/> avisa aqui quando um personagem é clicado
/// (<see cref="OnComponentSelected"/>), e o <see cref="DiceRolling.Entities.CharacterInspectorEntity"/> escuta
/// <c>ComponentSelected</c> para passar a inspecionar aquele personagem. Do mesmo modo,
/// <see cref="DiceRolling.Components.CharacterInspector.CharacterActionButtonComponent"/> chama
/// <see cref="EmitActionSelected"/> com o tabuleiro de alvos da ação escolhida.
/// </para>
/// <para>
/// Os eventos do fluxo de batalha (rodadas, turnos, resultado) não passam por aqui, e sim por
/// <see cref="DiceRolling.Controllers.BattleEvents"/>.
/// </para>
/// </remarks>
/// <example>
/// <code>
/// EventBus.Instance.ComponentSelected += component =&gt; GD.Print($"Selecionado: {component.Name}");
/// EventBus.Instance.OnComponentSelected(this);
/// </code>
/// </example>
[Tool]
public partial class EventBus : Node
{
    /// <summary>Sinal emitido quando um componente é selecionado (evento C# <c>ComponentSelected</c>).</summary>
    /// <param name="component">Nó do componente selecionado.</param>
    [Signal]
    public delegate void ComponentSelectedEventHandler(Node component);

    /// <summary>Sinal emitido quando um componente deixa de estar selecionado (evento C# <c>ComponentUnselected</c>).</summary>
    /// <param name="component">Nó do componente desselecionado.</param>
    [Signal]
    public delegate void ComponentUnselectedEventHandler(Node component);

    /// <summary>Sinal emitido quando uma ação é escolhida, levando seu tabuleiro de alvos (evento C# <c>ActionSelected</c>).</summary>
    /// <param name="targetBoard">Tabuleiro de alvos da ação selecionada.</param>
    [Signal]
    public delegate void ActionSelectedEventHandler(TargetBoardType targetBoard);

    /// <summary>Instância única do barramento (o nó autoload).</summary>
    public static EventBus Instance { get; }

    /// <summary>Chamado pelo Godot quando o nó autoload entra na árvore; prepara o barramento para uso por <see cref="Instance"/>.</summary>
    public override void _Ready() => throw null;

    /// <summary>Anuncia que um componente foi selecionado, emitindo <c>ComponentSelected</c>.</summary>
    /// <param name="component">Componente selecionado.</param>
    public void OnComponentSelected(Node component) => throw null;

    /// <summary>Anuncia que um componente foi desselecionado, emitindo <c>ComponentUnselected</c>.</summary>
    /// <param name="component">Componente desselecionado.</param>
    public void OnComponentUnselected(Node component) => throw null;

    /// <summary>Anuncia a seleção de uma ação, emitindo <c>ActionSelected</c> com o tabuleiro de alvos dela.</summary>
    /// <param name="targetBoard">Tabuleiro de alvos da ação escolhida.</param>
    public void EmitActionSelected(TargetBoardType targetBoard) => throw null;
}
