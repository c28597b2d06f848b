using Godot;

/// <summary>
/// Componentes que montam as grades de batalha na cena 3D: <see cref="GridContainerComponent"/> reconstrói as células
/// a partir da grade da <see cref="DiceRolling.Entities.GridEntity"/>-pai, <see cref="GridCellComponent"/> ajusta a
/// aparência de cada célula e <see cref="CharacterGridCellComponent"/> mostra ou oculta o personagem que a ocupa.
/// </summary>
namespace DiceRolling.Components.Grids;

/// <summary>
/// Reconstrói as entidades de célula a partir dos dados da grade da <see cref="DiceRolling.Entities.GridEntity"/>-pai.
/// </summary>
/// <remarks>
/// Para cada <see cref="DiceRolling.Grids.GridCellType"/> de <see cref="DiceRolling.Grids.GridType.Cells"/>, instancia
/// <see cref="CellScene"/> e a posiciona pela linha e coluna da célula, multiplicadas por <see cref="CellSize"/> e somadas
/// a <see cref="GridOffset"/>. O <see cref="DiceRolling.Controllers.BattleController"/> cria uma grade dessas para cada
/// equipe (2 linhas × 3 colunas).
/// </remarks>
/// <seealso cref="GridCellComponent"/>
[Tool]
[GlobalClass]
[Icon("component-3d")]
public partial class GridContainerComponent : Node3D
{
    /// <summary>Cena instanciada para cada célula (normalmente uma <see cref="DiceRolling.Entities.GridCellEntity"/>).</summary>
    [Export]
    public PackedScene? CellScene { get; set; }

    /// <summary>Tamanho de cada célula no mundo 3D. Valor inicial: <c>(1, 0, 1)</c>.</summary>
    [Export]
    public Vector3 CellSize { get; set; } = new Vector3(1, 0, 1);

    /// <summary>Deslocamento aplicado a todas as células. Valor inicial: <see cref="Vector3.Zero"/>.</summary>
    [Export]
    public Vector3 GridOffset { get; set; } = Vector3.Zero;

    /// <summary>Localiza a grade-pai e monta as entidades de célula.</summary>
    public override void _Ready() => throw null;
}
