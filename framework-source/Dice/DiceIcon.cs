using Godot;

namespace DiceRolling.Dice;

/// <summary>
/// Recurso que associa um ícone a uma quantidade de faces de dado (por exemplo, o ícone do D20 a <c>20</c>).
/// </summary>
/// <remarks>
/// Os ícones ficam agrupados num <see cref="DiceRolling.Stores.DiceIconStore"/>, que os procura pelo número de
/// faces com <see cref="DiceRolling.Stores.DiceIconStore.GetIconForSides"/>. Este recurso não tem
/// <c>[GlobalClass]</c>, portanto não aparece na lista de tipos de recurso do editor.
/// </remarks>
public partial class DiceIcon : Resource
{
    /// <summary>Número de faces do dado a que este ícone corresponde (4, 6, 8, 10, 12, 20 ou 100).</summary>
    [Export]
    public int Sides { get; set; }

    /// <summary>Imagem do ícone. Ao ser atribuída, atualiza <see cref="Path"/>.</summary>
    [Export]
    public Texture2D? Icon { get; set; }

    /// <summary>Caminho de recurso do <see cref="Icon"/> atual, ou <see langword="null"/> sem ícone.</summary>
    public string? Path { get; private set; }
}
