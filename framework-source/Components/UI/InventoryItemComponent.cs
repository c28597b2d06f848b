using Godot;

namespace DiceRolling.Components.UI;

/// <summary>Slot de item que cria e mostra uma dica flutuante (<see cref="TooltipComponent"/>) ao passar o mouse.</summary>
/// <remarks>
/// Usado pelo <see cref="InventoryComponent"/>. Componente marcado para refatoração: a interface pública pode mudar.
/// </remarks>
public partial class InventoryItemComponent : Control
{
    /// <summary>Cena da dica flutuante; sua raiz deve ser um <see cref="TooltipComponent"/>.</summary>
    [Export]
    public PackedScene? TooltipComponentScene { get; set; }

    /// <summary>Instancia a dica flutuante e conecta os sinais de entrada e saída do mouse.</summary>
    public override void _Ready() => throw null;
}
