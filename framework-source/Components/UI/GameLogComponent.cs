using Godot;

/// <summary>
/// Componentes de interface: o painel do registro de jogo (<see cref="GameLogComponent"/>), o inventário e seus slots
/// (<see cref="InventoryComponent"/>, <see cref="InventoryItemComponent"/>) e a dica flutuante
/// (<see cref="TooltipComponent"/>). Todos estão marcados para refatoração: a interface pública pode mudar.
/// </summary>
namespace DiceRolling.Components.UI;

/// <summary>
/// Painel rolável que exibe as mensagens e linhas do registro de jogo, colorindo cada linha conforme o seu tipo.
/// </summary>
/// <remarks>
/// <para>
/// Lê as mensagens (<see cref="DiceRolling.Logs.GameLogMessage"/>) do <see cref="DiceRolling.Stores.GameLogStore"/> e
/// reage aos sinais de atualização dele. Cada mensagem é montada duplicando os nós-modelo exportados: um bloco
/// (<see cref="_messageTemplateNode"/>) com título e horário, seguido das linhas (<see cref="DiceRolling.Logs.GameLogLine"/>),
/// cuja cor depende de <see cref="DiceRolling.Logs.GameLogLineType"/>.
/// </para>
/// <para>Componente marcado para refatoração: a interface pública pode mudar.</para>
/// </remarks>
public partial class GameLogComponent : ScrollContainer
{
    /// <summary>Contêiner que recebe as mensagens montadas.</summary>
    [Export]
    public BoxContainer? _messageContainerNode;

    /// <summary>Modelo do bloco de uma mensagem.</summary>
    [Export]
    public VBoxContainer? _messageTemplateNode;

    /// <summary>Modelo do rótulo de título de uma mensagem.</summary>
    [Export]
    public Label? _headingLabelTemplateNode;

    /// <summary>Modelo do rótulo de horário de uma mensagem.</summary>
    [Export]
    public Label? _timestampLabelTemplateNode;

    /// <summary>Modelo de uma linha da mensagem (texto rico, colorido pelo tipo da linha).</summary>
    [Export]
    public RichTextLabel? _lineTemplateNode;

    /// <summary>Oculta os modelos, conecta-se ao registro de jogo e exibe as mensagens existentes.</summary>
    public override void _Ready() => throw null;
}
