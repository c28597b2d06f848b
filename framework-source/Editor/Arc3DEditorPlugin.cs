using Godot;

namespace DiceRolling.Editor;

/// <summary>
/// Plugin de editor que registra o gizmo 3D (<see cref="Arc3DGizmoPlugin"/>) dos nós
/// <see cref="DiceRolling.Helpers.Arc3DRenderer"/>.
/// </summary>
/// <remarks>
/// Faz parte dos plugins de editor próprios do estúdio, que ficam na área de addons do projeto e só rodam dentro do
/// editor do Godot. Com o plugin ativo, selecionar um <see cref="DiceRolling.Helpers.Arc3DRenderer"/> mostra os
/// três pontos de controle do arco na viewport 3D.
/// </remarks>
[Tool]
public partial class Arc3DEditorPlugin : EditorPlugin
{
    /// <summary>Chamado quando o plugin é ativado: adiciona o gizmo dos arcos 3D ao editor.</summary>
    public override void _EnterTree() => throw null;

    /// <summary>Chamado quando o plugin é desativado: remove o gizmo registrado em <see cref="_EnterTree"/>.</summary>
    public override void _ExitTree() => throw null;
}
