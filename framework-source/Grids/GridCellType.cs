using DiceRolling.Characters;
using DiceRolling.Id;
using Godot;

namespace DiceRolling.Grids;

/// <summary>
/// Recurso de uma célula de grade: valor de marcação, posição (linha, coluna e índice), rótulo, se pode ser
/// percorrida e o personagem que a ocupa.
/// </summary>
/// <remarks>
/// <para>
/// Cada lado do campo de batalha é uma grade de 2 linhas × 3 colunas, com células de índice 0 a 5 (linha de cima
/// 0–2, de baixo 3–5). Nas grades de batalha, <see cref="Character"/> e <see cref="IsOccupied"/> indicam quem está
/// em cada célula; nos tabuleiros de alvos (<see cref="DiceRolling.Targets.TargetBoardType"/>), <see cref="Value"/>
/// guarda a marcação da célula: <c>0</c> = ignorada, <c>1</c> = posição do ator, <c>2</c> = aliado,
/// <c>3</c> = alvo.
/// </para>
/// <para>
/// Células costumam ser criadas por <see cref="DiceRolling.Services.GridService.CreateCellType"/> ao redimensionar
/// uma <see cref="GridType"/>. Depois de alterar uma célula por código, chame <see cref="NotifyChanged"/> para que a
/// interface (por exemplo, <see cref="DiceRolling.Components.Grids.GridCellComponent"/>) se atualize.
/// </para>
/// </remarks>
/// <example>
/// <code>
/// GridCellType? cell = grid.GetCell(0, 2);
/// if (cell is not null &amp;&amp; cell.IsWalkable &amp;&amp; !cell.IsOccupied)
/// {
///     cell.Character = character;
///     cell.IsOccupied = true;
///     cell.NotifyChanged();
/// }
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class GridCellType : IdentifiableResource
{
    /// <summary>Sinal emitido quando a célula muda (evento C# <c>CellChanged</c>); emitido por <see cref="NotifyChanged"/>.</summary>
    [Signal]
    public delegate void CellChangedEventHandler();

    /// <summary>Personagem que ocupa a célula, se houver.</summary>
    [Export]
    public CharacterType? Character { get; set; }

    /// <summary>Valor de marcação da célula (nos tabuleiros de alvos: 0 ignorada, 1 ator, 2 aliado, 3 alvo).</summary>
    [Export]
    public int Value { get; set; }

    /// <summary>Linha da célula na grade, a partir de 0.</summary>
    [Export]
    public int Row { get; set; }

    /// <summary>Coluna da célula na grade, a partir de 0.</summary>
    [Export]
    public int Column { get; set; }

    /// <summary>Índice linear da célula (<c>linha * colunas + coluna</c>), que corresponde ao slot do personagem.</summary>
    [Export]
    public int Index { get; set; }

    /// <summary>Rótulo exibido na célula (formado a partir do prefixo da grade).</summary>
    [Export]
    public string Label { get; set; } = string.Empty;

    /// <summary>Indica se a célula pode ser percorrida.</summary>
    [Export]
    public bool IsWalkable { get; set; } = true;

    /// <summary>Indica se a célula está ocupada por um personagem.</summary>
    [Export]
    public bool IsOccupied { get; set; }

    /// <summary>Emite o sinal <c>CellChanged</c>, avisando que a célula foi alterada.</summary>
    public void NotifyChanged() => throw null;
}
