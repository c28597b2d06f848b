using DiceRolling.Grids;
using Godot;

namespace DiceRolling.Entities;

/// <summary>
/// Entidade 3D de uma grade completa de batalha (o lado de uma equipe: 2 linhas × 3 colunas no jogo).
/// </summary>
/// <remarks>
/// Carrega um <see cref="GridType"/> em <see cref="GridData"/>. O
/// <see cref="DiceRolling.Controllers.BattleController"/> instancia uma grade para a equipe do jogador e outra para
/// a inimiga; o <see cref="DiceRolling.Components.Grids.GridContainerComponent"/> filho reconstrói as
/// <see cref="GridCellEntity"/> a partir das células da grade.
/// </remarks>
/// <example>
/// <code>
/// var gridEntity = gridEntityScene.Instantiate&lt;GridEntity&gt;();
/// gridEntity.GridData = new GridType(2, 3, "P");
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class GridEntity : Entity3D
{
    /// <summary>Grade representada; encapsula <see cref="Entity3D.Data"/> e notifica a atualização ao ser alterada.</summary>
    [Export]
    public GridType? GridData { get => throw null; set => throw null; }

    /// <summary>Botão de inspetor "Update Grid": força a reconstrução das células com os dados atuais da grade.</summary>
    [ExportToolButton("Update Grid")]
    public Callable UpdateGridData => throw null;
}
