namespace DiceRolling.Attributes;

/// <summary>Contrato dos limites numéricos de um atributo.</summary>
/// <remarks>
/// Os valores de cada personagem (<see cref="DiceRolling.Characters.CharacterAttribute"/>) devem ficar entre
/// <see cref="MinValue"/> e <see cref="MaxValue"/>.
/// </remarks>
/// <seealso cref="IAttribute"/>
public interface IAttributeValues
{
    /// <summary>Menor valor permitido para o atributo.</summary>
    int MinValue { get; }

    /// <summary>Maior valor permitido para o atributo.</summary>
    int MaxValue { get; }
}
