namespace DiceRolling.Grids;

/// <summary>
/// Contrato de acesso às células de uma grade.
/// </summary>
public interface IGridCells
{
    /// <summary>Células da grade em ordem linear.</summary>
    Godot.Collections.Array<GridCellType?>? Cells { get; }

    /// <summary>Calcula o índice linear de uma posição.</summary>
    /// <param name="row">Linha, a partir de 0.</param>
    /// <param name="column">Coluna, a partir de 0.</param>
    /// <returns>O índice da célula.</returns>
    int GetCellIndex(int row, int column);

    /// <summary>Obtém a célula de uma posição.</summary>
    /// <param name="row">Linha, a partir de 0.</param>
    /// <param name="column">Coluna, a partir de 0.</param>
    /// <returns>A célula, ou <see langword="null"/> se não existir.</returns>
    GridCellType? GetCell(int row, int column);

    /// <summary>Define o valor da célula de uma posição.</summary>
    /// <param name="row">Linha, a partir de 0.</param>
    /// <param name="column">Coluna, a partir de 0.</param>
    /// <param name="value">Novo valor.</param>
    void SetCellValue(int row, int column, int value);
}
