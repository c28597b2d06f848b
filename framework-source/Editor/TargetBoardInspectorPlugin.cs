using Godot;

namespace DiceRolling.Editor;

/// <summary>
/// Inspetor de <see cref="DiceRolling.Targets.TargetBoardType"/> que mostra o <see cref="BoardMatrixEditor"/>,
/// uma opção para espelhar a exibição e um botão para limpar as células.
/// </summary>
/// <remarks>
/// Valores de célula mostrados: <c>0</c> = ignorada, <c>1</c> = posição do ator, <c>2</c> = aliado,
/// <c>3</c> = alvo — a mesma convenção lida por <see cref="DiceRolling.Services.ActionService.GetValidTargets"/>.
/// Registrado por <see cref="TargetBoardEditorPlugin"/>.
/// </remarks>
[Tool]
public partial class TargetBoardInspectorPlugin : EditorInspectorPlugin
{
    /// <summary>Indica se este inspetor trata o objeto selecionado.</summary>
    /// <param name="object">Objeto aberto no inspetor.</param>
    /// <returns><see langword="true"/> quando o objeto é um <see cref="DiceRolling.Targets.TargetBoardType"/>.</returns>
    public override bool _CanHandle(GodotObject @object) => throw null;

    /// <summary>Monta o topo do inspetor: editor de matriz, opção de espelhar e botão de limpar células.</summary>
    /// <param name="object">Tabuleiro de alvos aberto no inspetor.</param>
    public override void _ParseBegin(GodotObject @object) => throw null;
}
