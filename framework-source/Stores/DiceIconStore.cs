using DiceRolling.Dice;
using Godot;

namespace DiceRolling.Stores;

/// <summary>
/// Coleção de ícones de dado, indexáveis pelo número de faces.
/// </summary>
/// <remarks>O jogo tem ícones para D4, D6, D8, D10, D20 e D100 (este último com o símbolo %).</remarks>
/// <example>
/// <code>
/// DiceIcon? icone = iconStore.GetIconForSides(dice.SideCount);
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class DiceIconStore : Resource
{
    /// <summary>Ícones disponíveis.</summary>
    [Export]
    public Godot.Collections.Array<DiceIcon> DiceIcons { get; set; } = [];

    /// <summary>Procura o ícone de um dado com a quantidade de faces informada.</summary>
    /// <param name="sides">Quantidade de faces.</param>
    /// <returns>O ícone, ou <see langword="null"/> se não houver ícone para esse número de faces.</returns>
    public DiceIcon? GetIconForSides(int sides) => throw null;
}
