using DiceRolling.Dice;
using DiceRolling.Stores;

namespace DiceRolling.Helpers;

/// <summary>
/// Funções auxiliares para localizar energias de dado num <see cref="DiceEnergyStore"/>, por nome ou por id.
/// </summary>
public static class DiceEnergyHelper
{
    /// <summary>Procura uma energia pelo nome.</summary>
    /// <param name="store">Estoque de energias onde procurar.</param>
    /// <param name="energyName">Nome da energia, por exemplo <c>"Red Energy"</c>.</param>
    /// <returns>A energia encontrada, ou <see langword="null"/>.</returns>
    public static DiceEnergy? GetEnergyByName(DiceEnergyStore store, string energyName) => throw null;

    /// <summary>Procura uma energia pelo identificador (<see cref="DiceRolling.Id.IIdentifiable.Id"/>).</summary>
    /// <param name="store">Estoque de energias onde procurar.</param>
    /// <param name="energyId">Id da energia.</param>
    /// <returns>A energia encontrada, ou <see langword="null"/>.</returns>
    public static DiceEnergy? GetEnergyById(DiceEnergyStore store, string energyId) => throw null;
}
