using DiceRolling.Targets;

namespace DiceRolling.Services;

/// <summary>
/// Adiciona e atualiza as grades de um <see cref="TargetBoardType"/>, sinalizando a mudança.
/// </summary>
/// <remarks>
/// Corresponde, em forma estática, a <see cref="TargetBoardType.AddGrid"/> e <see cref="TargetBoardType.UpdateGrid"/>;
/// a mudança é sinalizada pelo sinal <c>SetupChanged</c> do tabuleiro. Singleton com construtor privado; os métodos são
/// estáticos.
/// </remarks>
public class TargetBoardService
{
    private TargetBoardService() => throw null;

    /// <summary>Instância única do serviço.</summary>
    public static TargetBoardService Instance { get; }

    /// <summary>Adiciona uma grade com as dimensões informadas ao tabuleiro.</summary>
    /// <param name="targetBoard">Tabuleiro alterado.</param>
    /// <param name="rows">Número de linhas da nova grade.</param>
    /// <param name="columns">Número de colunas da nova grade.</param>
    public static void AddGrid(TargetBoardType targetBoard, int rows, int columns) => throw null;

    /// <summary>Atualiza a grade de índice informado e sinaliza a mudança do tabuleiro.</summary>
    /// <param name="targetBoard">Tabuleiro alterado.</param>
    /// <param name="index">Índice da grade em <see cref="TargetBoardType.Grids"/>.</param>
    public static void UpdateGrid(TargetBoardType targetBoard, int index) => throw null;
}
