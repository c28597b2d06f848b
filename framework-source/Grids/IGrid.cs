using DiceRolling.Id;

namespace DiceRolling.Grids;

/// <summary>
/// Contrato agregado de uma grade: identidade, acesso às células e configuração.
/// </summary>
/// <remarks>Implementado por <see cref="GridType"/>.</remarks>
public interface IGrid : IIdentifiable, IGridCells, IGridConfiguration
{
    /// <summary>Valida os dados informados na construção da grade.</summary>
    void ValidateConstructor();
}
