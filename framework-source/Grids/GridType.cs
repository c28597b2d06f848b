using DiceRolling.Id;
using DiceRolling.Stores;
using Godot;

/// <summary>
/// Grades como recursos: a grade configurável <see cref="GridType"/>, suas células (<see cref="GridCellType"/>), o
/// sentido (<see cref="GridDirection"/>) e os contratos <see cref="IGrid"/>, <see cref="IGridCells"/> e
/// <see cref="IGridConfiguration"/>. Uma grade é usada de duas formas: no campo de batalha, onde cada equipe ocupa uma,
/// e nos tabuleiros de alvos das ações (<see cref="DiceRolling.Targets.TargetBoardType"/>).
/// </summary>
namespace DiceRolling.Grids;

/// <summary>
/// Recurso de grade configurável (linhas, colunas e células) que pode posicionar nas células os personagens de um
/// <see cref="DiceRolling.Stores.CharacterStore"/>.
/// </summary>
/// <remarks>
/// <para>
/// A grade é usada de duas formas no jogo. No campo de batalha, cada equipe ocupa uma grade de 2 × 3 células; com
/// <see cref="GridType.CharacterStore"/> definido, <see cref="AssignCharacters"/> coloca cada personagem na célula do seu
/// <see cref="DiceRolling.Characters.CharacterType.SlotIndex"/>. Nos tabuleiros de alvos
/// (<see cref="DiceRolling.Targets.TargetBoardType"/>), duas grades descrevem de onde a ação pode ser usada e
/// quais posições ela atinge, pelo <see cref="GridCellType.Value"/> de cada célula.
/// </para>
/// <para>
/// Alterar <see cref="Rows"/> ou <see cref="Columns"/> redimensiona <see cref="Cells"/> (ver
/// <see cref="ResizeCells"/>). Mudanças emitem o sinal <c>GridChanged</c>, que atualiza a
/// <see cref="DiceRolling.Entities.GridEntity"/> correspondente.
/// </para>
/// </remarks>
/// <example>
/// <code>
/// var grid = new GridType(2, 3, "P") { CharacterStore = playerStore };
/// grid.AssignCharacters();
/// GridCellType? frente = grid.GetCell(0, 2);
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class GridType : IdentifiableResource, IGrid
{
    /// <summary>Sinal emitido quando a grade muda (dimensões, células ou personagens) — evento C# <c>GridChanged</c>.</summary>
    [Signal]
    public delegate void GridChangedEventHandler();

    /// <summary>Cria uma grade 1 × 1 com prefixo <c>"G"</c> (usado pelo Godot e pelo inspetor).</summary>
    public GridType() => throw null;

    /// <summary>Cria uma grade com as dimensões e o prefixo informados e gera suas células.</summary>
    /// <param name="rows">Número de linhas.</param>
    /// <param name="columns">Número de colunas.</param>
    /// <param name="prefix">Prefixo usado nos rótulos das células.</param>
    public GridType(int rows, int columns, string prefix) => throw null;

    /// <summary>Prefixo usado nos rótulos das células.</summary>
    [Export]
    public string Prefix { get; set; } = "G";

    /// <summary>Estoque de personagens (<see cref="DiceRolling.Stores.CharacterStore"/>) que <see cref="AssignCharacters"/> posiciona na grade.</summary>
    [Export]
    public CharacterStore? CharacterStore { get; set; }

    /// <summary>
    /// Sentido da grade; o código atual não o usa para ler as células (o espelhamento vem do parâmetro <c>flipped</c> de
    /// <see cref="GetCellValueAt"/>).
    /// </summary>
    [Export(PropertyHint.Enum, "LeftToRight,RightToLeft")]
    public GridDirection Direction { get; set; } = GridDirection.LeftToRight;

    /// <summary>Número de linhas; alterá-lo redimensiona <see cref="Cells"/>.</summary>
    [Export]
    public int Rows { get; set; } = 1;

    /// <summary>Número de colunas; alterá-lo redimensiona <see cref="Cells"/>.</summary>
    [Export]
    public int Columns { get; set; } = 1;

    /// <summary>Células da grade em ordem linear (índice = <c>linha * colunas + coluna</c>).</summary>
    [Export]
    public Godot.Collections.Array<GridCellType?>? Cells { get; set; } = [];

    /// <summary>Valida as dimensões informadas na construção (ver <see cref="DiceRolling.Services.ValidationService.ValidateGridDimensions"/>).</summary>
    public void ValidateConstructor() => throw null;

    /// <summary>Ajusta <see cref="Cells"/> às dimensões atuais, criando ou removendo células.</summary>
    public void ResizeCells() => throw null;

    /// <summary>Calcula o índice linear de uma posição.</summary>
    /// <param name="row">Linha, a partir de 0.</param>
    /// <param name="column">Coluna, a partir de 0.</param>
    /// <returns>O índice da célula em <see cref="Cells"/>.</returns>
    public int GetCellIndex(int row, int column) => throw null;

    /// <summary>Obtém a célula de uma posição.</summary>
    /// <param name="row">Linha, a partir de 0.</param>
    /// <param name="column">Coluna, a partir de 0.</param>
    /// <returns>A célula, ou <see langword="null"/> se a posição for inválida.</returns>
    public GridCellType? GetCell(int row, int column) => throw null;

    /// <summary>Define o valor de marcação da célula de uma posição.</summary>
    /// <param name="row">Linha, a partir de 0.</param>
    /// <param name="column">Coluna, a partir de 0.</param>
    /// <param name="value">Novo valor (nos tabuleiros de alvos: 0, 1, 2 ou 3).</param>
    public void SetCellValue(int row, int column, int value) => throw null;

    /// <summary>Posiciona nas células os personagens de <see cref="CharacterStore"/>, conforme o slot de cada um.</summary>
    public void AssignCharacters() => throw null;

    /// <summary>Lê o valor da célula de um slot, opcionalmente com a grade espelhada horizontalmente.</summary>
    /// <param name="slotIndex">Índice linear do slot (0 a 5 numa grade 2 × 3).</param>
    /// <param name="flipped"><see langword="true"/> para ler como se a grade estivesse espelhada (ponto de vista do lado oposto).</param>
    /// <returns>O valor da célula, ou <c>-1</c> quando o slot é inválido.</returns>
    public int GetCellValueAt(int slotIndex, bool flipped) => throw null;
}
