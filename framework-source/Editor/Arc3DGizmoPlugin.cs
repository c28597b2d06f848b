using Godot;

namespace DiceRolling.Editor;

/// <summary>
/// Gizmo de editor que desenha linhas e esferas nos três pontos de controle
/// (<see cref="DiceRolling.Helpers.Arc3DRenderer.PointA"/>, <see cref="DiceRolling.Helpers.Arc3DRenderer.PointB"/>
/// e <see cref="DiceRolling.Helpers.Arc3DRenderer.PointC"/>) de um <see cref="DiceRolling.Helpers.Arc3DRenderer"/>.
/// </summary>
/// <remarks>Registrado no editor por <see cref="Arc3DEditorPlugin"/>.</remarks>
[Tool]
public partial class Arc3DGizmoPlugin : EditorNode3DGizmoPlugin
{
    /// <summary>Cria o plugin de gizmo.</summary>
    public Arc3DGizmoPlugin() => throw null;

    /// <summary>Devolve o nome do gizmo exibido no menu de gizmos da viewport 3D.</summary>
    /// <returns>O nome do gizmo.</returns>
    public override string _GetGizmoName() => throw null;

    /// <summary>Redesenha o gizmo: limpa o desenho anterior e traça linhas e esferas nos pontos de controle do arco.</summary>
    /// <param name="gizmo">Gizmo associado ao nó que está sendo desenhado.</param>
    public override void _Redraw(EditorNode3DGizmo gizmo) => throw null;

    /// <summary>Indica se o nó recebe este gizmo.</summary>
    /// <param name="node">Nó 3D selecionado no editor.</param>
    /// <returns><see langword="true"/> quando <paramref name="node"/> é um <see cref="DiceRolling.Helpers.Arc3DRenderer"/>.</returns>
    public override bool _HasGizmo(Node3D node) => throw null;
}
