using DiceRolling.Characters;
using Godot;

namespace DiceRolling.Entities;

/// <summary>
/// Painel de inspeção de personagem: acompanha a seleção de personagens e fornece o personagem inspecionado aos
/// componentes filhos (retrato, nome, papel, atributos e ações).
/// </summary>
/// <remarks>
/// <para>
/// Em jogo, escuta os sinais <c>ComponentSelected</c> e <c>ComponentUnselected</c> de
/// <see cref="DiceRolling.Events.EventBus"/>: quando um personagem é clicado, passa a expô-lo em
/// <see cref="InspectedCharacterData"/> e emite <c>EntityUpdated</c>. Os componentes de
/// <c>DiceRolling.Components.CharacterInspector</c> localizam este painel como ancestral e se atualizam.
/// </para>
/// <para>
/// No editor não há seleção; o painel usa <see cref="PreviewCharacterData"/> para pré-visualizar a disposição do painel.
/// </para>
/// </remarks>
/// <example>
/// <code>
/// var inspector = this.FindAncestorOfType&lt;CharacterInspectorEntity&gt;();
/// inspector.EntityUpdated += () =&gt; Text = inspector.InspectedCharacterData?.Name ?? "";
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class CharacterInspectorEntity : EntityControl
{
    /// <summary>Personagem usado para pré-visualizar o painel no editor.</summary>
    [Export]
    public CharacterType? PreviewCharacterData { get; set; }

    /// <summary>Botão de inspetor "Update Preview": reaplica <see cref="PreviewCharacterData"/> ao painel.</summary>
    [ExportToolButton("Update Preview")]
    public Callable UpdatePreviewData => throw null;

    /// <summary>Personagem atualmente inspecionado (o selecionado em jogo, ou o de pré-visualização no editor).</summary>
    public CharacterType? InspectedCharacterData { get; }

    /// <summary>Chamado pelo Godot ao entrar na árvore; conecta-se ao <see cref="DiceRolling.Events.EventBus"/> ou aplica a pré-visualização no editor.</summary>
    public override void _Ready() => throw null;

    /// <summary>Chamado pelo Godot ao sair da árvore; desconecta-se dos sinais do <see cref="DiceRolling.Events.EventBus"/>.</summary>
    public override void _ExitTree() => throw null;
}
