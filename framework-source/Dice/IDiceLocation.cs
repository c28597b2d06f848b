namespace DiceRolling.Dice;

/// <summary>
/// Contrato da localização de um dado.
/// </summary>
/// <remarks>Implementado por <see cref="DiceLocation"/>.</remarks>
public interface IDiceLocation
{
    /// <summary>Categoria do local em que o dado está.</summary>
    DiceLocationCategory LocationCategory { get; }

    /// <summary>Id do personagem que carrega o dado, se houver.</summary>
    string? CharacterId { get; }
}
