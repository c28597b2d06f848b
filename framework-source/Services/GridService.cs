using DiceRolling.Grids;

namespace DiceRolling.Services;

/// <summary>
/// Operações sobre células de grade: cálculo de índice, criação, redimensionamento, leitura e escrita de valor e
/// alocação de personagens nas células.
/// </summary>
/// <remarks>
/// Oferece, em forma estática e sobre uma lista de células qualquer, as mesmas operações que <see cref="GridType"/>
/// expõe como métodos de instância (<see cref="GridType.GetCellIndex"/>, <see cref="GridType.GetCell"/>,
/// <see cref="GridType.SetCellValue"/>, <see cref="GridType.AssignCharacters"/>). As células são guardadas em ordem
/// linear, com índice <c>linha * colunas + coluna</c>. Singleton com construtor privado; os
/// métodos são estáticos.
/// </remarks>
/// <example>
/// <code>
/// int indice = GridService.GetCellIndex(1, 2, 3); // 5: última célula de uma grade 2 × 3
/// GridService.SetGridCellValue(grid.Cells, 0, 2, 3, grid.Columns);
/// </code>
/// </example>
public class GridService
{
    private GridService() => throw null;

    /// <summary>Instância única do serviço.</summary>
    public static GridService Instance { get; }

    /// <summary>Calcula o índice linear de uma posição.</summary>
    /// <param name="row">Linha, a partir de 0.</param>
    /// <param name="column">Coluna, a partir de 0.</param>
    /// <param name="columns">Número de colunas da grade.</param>
    /// <returns><c>row * columns + column</c>.</returns>
    public static int GetCellIndex(int row, int column, int columns) => throw null;

    /// <summary>Cria uma célula para a posição informada.</summary>
    /// <param name="value">Valor inicial da célula.</param>
    /// <param name="row">Linha da célula.</param>
    /// <param name="column">Coluna da célula.</param>
    /// <param name="columns">Número de colunas da grade (para calcular o índice).</param>
    /// <param name="prefix">Prefixo do rótulo da célula.</param>
    /// <returns>A nova <see cref="GridCellType"/>.</returns>
    public static GridCellType CreateCellType(int value, int row, int column, int columns, string prefix = "") => throw null;

    /// <summary>Ajusta a lista de células às dimensões informadas, preservando as existentes e criando as que faltam.</summary>
    /// <param name="cells">Lista de células a ajustar.</param>
    /// <param name="rows">Novo número de linhas.</param>
    /// <param name="columns">Novo número de colunas.</param>
    /// <param name="prefix">Prefixo dos rótulos das células criadas.</param>
    public static void ResizeGridCells(Godot.Collections.Array<GridCellType?>? cells, int rows, int columns, string prefix = "") => throw null;

    /// <summary>Obtém a célula de uma posição.</summary>
    /// <param name="cells">Células da grade.</param>
    /// <param name="row">Linha.</param>
    /// <param name="column">Coluna.</param>
    /// <param name="columns">Número de colunas da grade.</param>
    /// <returns>A célula, ou <see langword="null"/> se a posição for inválida.</returns>
    public static GridCellType? GetGridCell(Godot.Collections.Array<GridCellType?>? cells, int row, int column, int columns) => throw null;

    /// <summary>Define o valor da célula de uma posição.</summary>
    /// <param name="cells">Células da grade.</param>
    /// <param name="row">Linha.</param>
    /// <param name="column">Coluna.</param>
    /// <param name="value">Novo valor.</param>
    /// <param name="columns">Número de colunas da grade.</param>
    public static void SetGridCellValue(Godot.Collections.Array<GridCellType?>? cells, int row, int column, int value, int columns) => throw null;

    /// <summary>Coloca os personagens do <see cref="GridType.CharacterStore"/> da grade nas células correspondentes aos seus slots.</summary>
    /// <param name="grid">Grade a preencher.</param>
    public static void AssignCharactersToGrid(GridType grid) => throw null;
}
