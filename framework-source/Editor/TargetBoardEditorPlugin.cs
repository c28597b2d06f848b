using Godot;

/// <summary>
/// Plugins de editor do estúdio, que ficam na pasta <c>addons/</c> do projeto, fora dos scripts do jogo: o inspetor
/// personalizado de <see cref="DiceRolling.Targets.TargetBoardType"/> (<see cref="TargetBoardEditorPlugin"/>, com o
/// editor de matriz <see cref="BoardMatrixEditor"/>) e o gizmo 3D dos nós
/// <see cref="DiceRolling.Helpers.Arc3DRenderer"/> (<see cref="Arc3DEditorPlugin"/>).
/// </summary>
namespace DiceRolling.Editor;

/// <summary>
/// Plugin de editor que registra o inspetor personalizado (<see cref="TargetBoardInspectorPlugin"/>) dos recursos
/// <see cref="DiceRolling.Targets.TargetBoardType"/>.
/// </summary>
/// <remarks>
/// Com o plugin ativo, abrir o tabuleiro de alvos de uma ação no inspetor mostra o
/// <see cref="BoardMatrixEditor"/> em vez da lista crua de grades.
/// </remarks>
[Tool]
public partial class TargetBoardEditorPlugin : EditorPlugin
{
    /// <summary>Chamado quando o plugin é ativado: adiciona o inspetor de tabuleiros de alvos.</summary>
    public override void _EnterTree() => throw null;

    /// <summary>Chamado quando o plugin é desativado: remove o inspetor adicionado em <see cref="_EnterTree"/>.</summary>
    public override void _ExitTree() => throw null;
}
