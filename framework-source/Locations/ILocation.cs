namespace DiceRolling.Locations;

/// <summary>
/// Contrato de um local com nome, descrição e número de slots.
/// </summary>
/// <remarks>Implementado por <see cref="LocationType"/>.</remarks>
public interface ILocation
{
    /// <summary>Nome do local.</summary>
    string Name { get; }

    /// <summary>Descrição do local.</summary>
    string Description { get; }

    /// <summary>Quantidade de slots disponíveis no local.</summary>
    int TotalSlots { get; }
}
