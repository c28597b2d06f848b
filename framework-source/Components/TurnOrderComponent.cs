using System.Collections.Generic;
using DiceRolling.Characters;
using Godot;

namespace DiceRolling.Components;

/// <summary>
/// Painel de interface que exibe os retratos dos personagens na ordem de turnos, com indicação de dano.
/// </summary>
/// <remarks>
/// <para>
/// Faz parte da HUD de batalha (ordem de turnos). Está marcado para refatoração: a interface pública pode mudar.
/// </para>
/// <para>
/// Para cada personagem, o componente duplica um modelo de retrato e localiza nele os nós pelos nomes
/// <see cref="PortraitPanelName"/>, <see cref="PortraitTextureName"/> e <see cref="PortraitDamageColorName"/>.
/// Também há membros exportados não públicos (um recurso de configuração de atributos e o nó-modelo do retrato), que
/// aparecem no inspetor mas não fazem parte deste contrato.
/// </para>
/// </remarks>
/// <example>
/// <code>
/// // A fila de iniciativa chega pronta, em ordem de turnos, no sinal InitiativeQueueSetup:
/// BattleEvents.Instance.InitiativeQueueSetup += fila =&gt;
///     turnOrder.UpdateTurnOrder(fila.Select(item =&gt; item.As&lt;CharacterType&gt;()).ToList());
/// </code>
/// </example>
/// <seealso cref="DiceRolling.Controllers.QueueController"/>
[Tool]
public partial class TurnOrderComponent : Control
{
    /// <summary>Personagens exibidos, na ordem de turnos.</summary>
    [Export]
    public CharacterType[] Characters { get; set; }

    /// <summary>Contêiner horizontal que recebe os retratos.</summary>
    [Export]
    public HBoxContainer? PortraitsContainerNode { get; set; }

    /// <summary>Painel do retrato-modelo.</summary>
    [Export]
    public Panel? PortraitPanelNode;

    /// <summary>Imagem do retrato-modelo.</summary>
    [Export]
    public TextureRect? PortraitTextureNode;

    /// <summary>Camada colorida que indica dano no retrato-modelo.</summary>
    [Export]
    public ColorRect? PortraitDamageColorNode;

    /// <summary>Nome do nó de painel dentro de cada retrato.</summary>
    public string PortraitPanelName { get; }

    /// <summary>Nome do nó de imagem dentro de cada retrato.</summary>
    public string PortraitTextureName { get; }

    /// <summary>Nome do nó de cor de dano dentro de cada retrato.</summary>
    public string PortraitDamageColorName { get; }

    /// <summary>Prepara o painel e exibe os <see cref="Characters"/> iniciais.</summary>
    public override void _Ready() => throw null;

    /// <summary>Reconstrói os retratos para a lista de personagens informada.</summary>
    /// <param name="characters">Personagens na ordem em que devem aparecer.</param>
    public void UpdateTurnOrder(List<CharacterType> characters) => throw null;
}
