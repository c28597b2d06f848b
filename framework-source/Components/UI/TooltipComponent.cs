using Godot;

namespace DiceRolling.Components.UI;

/// <summary>
/// Dica flutuante com ícone, título, tags, descrições, texto de ambientação (lore) e uma barra de progresso de
/// permanência.
/// </summary>
/// <remarks>
/// <para>
/// Os nós internos são indicados por caminhos (<see cref="NodePath"/>) e resolvidos por <see cref="Initialize"/>.
/// O texto é definido com <see cref="SetTooltipTexts"/>; <see cref="ShowTooltip"/> e <see cref="HideTooltip"/> controlam
/// a exibição. A barra de progresso leva <see cref="ProgressBarDuration"/> segundos para encher.
/// </para>
/// <para>Componente marcado para refatoração: a interface pública pode mudar.</para>
/// </remarks>
/// <example>
/// <code>
/// tooltip.SetTooltipTexts("Testing Dice", "D6", "Dado padrão.", "2 faces de cada energia.", "");
/// tooltip.ShowTooltip(GetViewport().GetMousePosition());
/// </code>
/// </example>
/// <seealso cref="InventoryItemComponent"/>
public partial class TooltipComponent : Control
{
    /// <summary>Caminho da barra de progresso de permanência.</summary>
    [Export]
    public NodePath? ProgressBarPath { get; set; }

    /// <summary>Duração, em segundos, da barra de progresso (0,1 a 10, passo 0,1). Valor inicial: <c>1.0f</c>.</summary>
    [Export(PropertyHint.Range, "0.1,10.0,0.1")]
    public float ProgressBarDuration { get; set; } = 1.0f;

    /// <summary>Caminho da imagem de ícone.</summary>
    [Export]
    public NodePath? TextureIconPath { get; set; }

    /// <summary>Caminho do rótulo de título.</summary>
    [Export]
    public NodePath? TitlePath { get; set; }

    /// <summary>Caminho do rótulo de tags.</summary>
    [Export]
    public NodePath? TagsPath { get; set; }

    /// <summary>Caminho do rótulo de descrição.</summary>
    [Export]
    public NodePath? DescriptionPath { get; set; }

    /// <summary>Caminho do rótulo de descrição avançada.</summary>
    [Export]
    public NodePath? AdvancedDescriptionPath { get; set; }

    /// <summary>Caminho do rótulo de texto de ambientação (lore).</summary>
    [Export]
    public NodePath? LorePath { get; set; }

    /// <summary>Prepara a dica ao entrar na árvore de cena.</summary>
    public override void _Ready() => throw null;

    /// <summary>Resolve os caminhos exportados para os nós internos da dica.</summary>
    public void Initialize() => throw null;

    /// <summary>Define todos os textos da dica.</summary>
    /// <param name="title">Título.</param>
    /// <param name="tags">Tags (ex.: tipo do item).</param>
    /// <param name="description">Descrição principal.</param>
    /// <param name="advancedDescription">Descrição avançada, com detalhes de regras.</param>
    /// <param name="lore">Texto de ambientação.</param>
    public void SetTooltipTexts(string title, string tags, string description, string advancedDescription, string lore) => throw null;

    /// <summary>Mostra a dica junto à posição do mouse e inicia a barra de progresso.</summary>
    /// <param name="mousePosition">Posição do mouse, em coordenadas da tela.</param>
    public void ShowTooltip(Vector2 mousePosition) => throw null;

    /// <summary>Oculta a dica.</summary>
    public void HideTooltip() => throw null;
}
