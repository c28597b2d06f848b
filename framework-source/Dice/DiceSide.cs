using Godot;

namespace DiceRolling.Dice;

/// <summary>
/// Face de um dado; cada face concede exatamente uma energia quando sai na rolagem.
/// </summary>
/// <remarks>
/// As faces ficam em <see cref="DiceType.Sides"/>. Ao rolar o dado com <see cref="DiceType.Roll"/>, uma face é
/// sorteada e sua <see cref="Energy"/> é devolvida. Uma face sem energia não paga nenhuma ação.
/// </remarks>
/// <example>
/// <code>
/// var face = new DiceSide(redEnergy);
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class DiceSide : Resource
{
    /// <summary>Cria uma face sem energia (usado pelo Godot e pelo inspetor).</summary>
    public DiceSide() => throw null;

    /// <summary>Cria uma face que concede a energia informada.</summary>
    /// <param name="energy">Energia concedida por esta face.</param>
    public DiceSide(DiceEnergy energy) => throw null;

    /// <summary>Energia concedida por esta face quando ela é sorteada.</summary>
    [Export]
    public DiceEnergy? Energy { get; set; }
}
