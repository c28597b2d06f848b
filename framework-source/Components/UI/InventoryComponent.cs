using Godot;

namespace DiceRolling.Components.UI;

/// <summary>Painel de inventário que distribui os slots de item em grade conforme a largura disponível.</summary>
/// <remarks>
/// <para>
/// O jogo prevê inventários de equipamentos e de dados. Este painel cria <see cref="ItemCount"/> slots de
/// <see cref="ItemSize"/> pixels (até <see cref="MaxSlots"/>) dentro da grade indicada por <see cref="InventoryGridPath"/>,
/// recalculando o número de colunas quando a largura do painel muda.
/// </para>
/// <para>Componente marcado para refatoração: a interface pública pode mudar.</para>
/// </remarks>
/// <seealso cref="InventoryItemComponent"/>
[Tool]
public partial class InventoryComponent : ScrollContainer
{
    /// <summary>Tamanho, em pixels, de cada slot. Valor inicial: <c>64</c>.</summary>
    [Export]
    public int ItemSize { get; set; } = 64;

    /// <summary>Quantidade de slots exibidos. Valor inicial: <c>6</c>.</summary>
    [Export]
    public int ItemCount { get; set; } = 6;

    /// <summary>Caminho do nó de grade que recebe os slots.</summary>
    [Export]
    public NodePath? InventoryGridPath { get; set; }

    /// <summary>Caminho do nó-modelo de slot (<see cref="InventoryItemComponent"/>).</summary>
    [Export]
    public NodePath? ItemComponentPath { get; set; }

    /// <summary>Limite de slots do inventário. Valor inicial: <c>100</c>.</summary>
    [Export]
    public int MaxSlots = 100;

    /// <summary>Resolve os caminhos exportados e monta os slots.</summary>
    public override void _Ready() => throw null;

    /// <summary>Trata a entrada do usuário sobre o inventário.</summary>
    /// <param name="event">Evento de entrada recebido do Godot.</param>
    public override void _Input(InputEvent @event) => throw null;

    /// <summary>Desconecta sinais ao sair da árvore.</summary>
    public override void _ExitTree() => throw null;
}
