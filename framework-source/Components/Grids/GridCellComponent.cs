using Godot;

namespace DiceRolling.Components.Grids;

/// <summary>
/// Ajusta a aparência de uma célula de grade (cor da malha e rótulo) conforme seu estado.
/// </summary>
/// <remarks>
/// Deve ser filho de uma <see cref="DiceRolling.Entities.GridCellEntity"/>. Usa <see cref="DefaultColor"/> para células
/// livres, <see cref="OccupiedColor"/> para células com personagem e <see cref="HighlightColor"/> para células
/// destacadas (por exemplo, posições marcadas pelo tabuleiro de alvos de uma ação).
/// </remarks>
/// <seealso cref="GridContainerComponent"/>
/// <seealso cref="CharacterGridCellComponent"/>
[Tool]
[GlobalClass]
[Icon("component-3d")]
public partial class GridCellComponent : Node3D
{
    /// <summary>Malha que desenha a célula e recebe a cor do estado.</summary>
    [Export]
    public MeshInstance3D? CellMeshNode { get; set; }

    /// <summary>Rótulo 3D com o texto da célula (<see cref="DiceRolling.Grids.GridCellType.Label"/>).</summary>
    [Export]
    public Label3D? LabelNode { get; set; }

    /// <summary>Se <c>true</c>, exibe <see cref="LabelNode"/>. Valor inicial: <c>true</c>.</summary>
    [Export]
    public bool ShowLabel { get; set; } = true;

    /// <summary>Cor de célula destacada. Valor inicial: amarelo semitransparente <c>(1, 1, 0, 0.5)</c>.</summary>
    [Export]
    public Color HighlightColor { get; set; } = new Color(1, 1, 0, 0.5f);

    /// <summary>Cor de célula livre. Valor inicial: branco <c>(1, 1, 1, 1)</c>.</summary>
    [Export]
    public Color DefaultColor { get; set; } = new Color(1, 1, 1, 1);

    /// <summary>Cor de célula ocupada por um personagem. Valor inicial: <c>(0.8, 0.8, 1, 1)</c>.</summary>
    [Export]
    public Color OccupiedColor { get; set; } = new Color(0.8f, 0.8f, 1, 1);

    /// <summary>Botão do inspetor "Refresh Character", que reaplica o estado da célula e do seu ocupante.</summary>
    [ExportToolButton("Refresh Character")]
    public Callable RefreshCharacter => throw null;

    /// <summary>Localiza a célula-pai, conecta-se às suas mudanças e aplica a aparência inicial.</summary>
    public override void _Ready() => throw null;

    /// <summary>Desconecta os sinais da célula ao sair da árvore.</summary>
    public override void _ExitTree() => throw null;
}
