using Godot;

namespace DiceRolling.Dice;

/// <summary>
/// Recurso que indica onde um dado se encontra: no inventário de dados, equipado num personagem ou em lugar nenhum.
/// </summary>
/// <remarks>
/// Todo <see cref="DiceType"/> guarda sua localização em <see cref="DiceType.Location"/>. Quando a categoria é
/// <see cref="DiceLocationCategory.Character"/>, <see cref="CharacterId"/> guarda o
/// <see cref="DiceRolling.Id.IIdentifiable.Id"/> do personagem que carrega o dado. Para mover um dado já
/// registrado, use <see cref="DiceRolling.Stores.DiceStore.UpdateDiceLocation"/>.
/// </remarks>
/// <example>
/// <code>
/// var noInventario = new DiceLocation(DiceLocationCategory.Inventory);
/// var comPersonagem = new DiceLocation(DiceLocationCategory.Character, character.Id);
/// </code>
/// </example>
public partial class DiceLocation : Resource, IDiceLocation
{
    /// <summary>Cria uma localização com os valores padrão (usado pelo Godot ao carregar o recurso).</summary>
    public DiceLocation() => throw null;

    /// <summary>Cria uma localização com a categoria e, opcionalmente, o personagem informados.</summary>
    /// <param name="locationCategory">Categoria do local do dado.</param>
    /// <param name="characterId">Id do personagem que carrega o dado; só faz sentido com <see cref="DiceLocationCategory.Character"/>.</param>
    public DiceLocation(DiceLocationCategory locationCategory, string? characterId = null) => throw null;

    /// <summary>Categoria do local em que o dado está.</summary>
    [Export]
    public DiceLocationCategory LocationCategory { get; set; }

    /// <summary>Id do personagem que carrega o dado, ou <see langword="null"/> quando o dado não está com um personagem.</summary>
    [Export]
    public string? CharacterId { get; set; }
}
