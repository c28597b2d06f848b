using DiceRolling.Dice;
using Godot;

namespace DiceRolling.Stores;

/// <summary>
/// Coleção das energias de dado disponíveis no jogo (hoje as energias Vermelha, Verde e Azul, chamadas
/// <c>Red Energy</c>, <c>Green Energy</c> e <c>Blue Energy</c> nos dados de jogo).
/// </summary>
/// <remarks>
/// Usada por <see cref="DiceFactory"/> para preencher, em ciclo, as faces dos dados criados, e por
/// <see cref="DiceRolling.Helpers.DiceEnergyHelper"/> para localizar energias por nome ou id.
/// </remarks>
/// <example>
/// <code>
/// var store = GD.Load&lt;DiceEnergyStore&gt;("res://data/dice_energy_store.tres");
/// DiceType d6 = DiceFactory.CreateD6(store, DiceLocationCategory.Inventory);
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class DiceEnergyStore : Resource
{
    /// <summary>Cria um estoque vazio.</summary>
    public DiceEnergyStore() => throw null;

    /// <summary>Energias disponíveis, na ordem em que são distribuídas pelas faces dos dados.</summary>
    [Export]
    public Godot.Collections.Array<DiceEnergy> Energy { get; set; } = [];
}
