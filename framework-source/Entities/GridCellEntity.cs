using DiceRolling.Grids;
using Godot;

namespace DiceRolling.Entities;

/// <summary>
/// Entidade 3D de uma célula de grade do campo de batalha.
/// </summary>
/// <remarks>
/// Carrega um <see cref="GridCellType"/> em <see cref="CellData"/>. É instanciada por
/// <see cref="DiceRolling.Components.Grids.GridContainerComponent"/> para cada célula da grade; os componentes
/// <see cref="DiceRolling.Components.Grids.GridCellComponent"/> (aparência) e
/// <see cref="DiceRolling.Components.Grids.CharacterGridCellComponent"/> (personagem ocupante) leem seus dados.
/// </remarks>
[Tool]
[GlobalClass]
public partial class GridCellEntity : Entity3D
{
    /// <summary>Célula representada; encapsula <see cref="Entity3D.Data"/> e notifica a atualização ao ser alterada.</summary>
    [Export]
    public GridCellType? CellData { get => throw null; set => throw null; }

    /// <summary>Botão de inspetor "Update Cell": força a atualização dos componentes com os dados atuais da célula.</summary>
    [ExportToolButton("Update Cell")]
    public Callable UpdateCellData => throw null;
}
