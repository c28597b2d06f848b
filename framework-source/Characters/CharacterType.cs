using DiceRolling.Attributes;
using DiceRolling.Categories;
using DiceRolling.Dice;
using DiceRolling.Id;
using DiceRolling.Locations;
using DiceRolling.Roles;
using Godot;

/// <summary>
/// Personagens do jogador e inimigos: o recurso central <see cref="CharacterType"/>, as fichas que compõem o contrato
/// <see cref="ICharacter"/> e, para cada personagem, os valores dos atributos (<see cref="CharacterAttribute"/>) e as
/// ações (<see cref="CharacterAction"/>).
/// </summary>
namespace DiceRolling.Characters;

/// <summary>
/// Recurso central que descreve um personagem: identificação, visual, papel, atributos, ações, dados equipados,
/// energia rolada e posição na equipe.
/// </summary>
/// <remarks>
/// <para>
/// Implementa <see cref="ICharacter"/>, que é composto pelas "fichas" <see cref="ICharacterInformationSheet"/>,
/// <see cref="ICharacterAssetSheet"/>, <see cref="ICharacterActionSheet"/>, <see cref="ICharacterAttributeSheet"/> e
/// <see cref="ICharacterPlacementSheet"/>. Personagens do jogador e inimigos usam o mesmo tipo; o lado é indicado pela
/// <see cref="Category"/> (<c>Ally</c>, <c>Enemy</c>, <c>Neutral</c>) e pelo <see cref="DiceRolling.Stores.CharacterStore"/>
/// em que o personagem está.
/// </para>
/// <para>
/// O <see cref="Role"/> (papel/classe) fornece os atributos e as ações iniciais: <see cref="InitializeAttributes"/> e
/// <see cref="InitializeActions"/> copiam as definições do papel para <see cref="Attributes"/> e <see cref="Actions"/>
/// (também disponíveis como botões no inspetor). O construtor com papel já chama as duas, e cada uma só preenche a sua
/// lista quando ela está vazia.
/// </para>
/// <para>
/// <see cref="RollEquippedDiceForEnergy"/> rola uma vez cada dado de <see cref="EquippedDice"/> e guarda uma unidade de
/// energia por dado em <see cref="AvailableEnergy"/>; a reserva é zerada a cada rolagem. Na batalha, o
/// <see cref="DiceRolling.Controllers.ActionsController"/> faz essa rolagem para os personagens do jogador no início da
/// declaração de ações de cada rodada. Essa energia paga o <see cref="DiceRolling.Actions.ActionType.RequiredEnergy"/>
/// das ações.
/// <see cref="Location"/> e <see cref="SlotIndex"/> dizem em qual equipe e em qual das 6 células (0 a 5) da grade 2×3 o
/// personagem está.
/// </para>
/// </remarks>
/// <example>
/// <code>
/// var joanna = new CharacterType("Joanna", fighter); // já sai com os atributos e as ações do papel
/// joanna.EquippedDice.Add(testingDice);
/// joanna.RollEquippedDiceForEnergy();
///
/// int vida = joanna.GetAttributeCurrentValue(health);
/// joanna.UpdateAttributeCurrentValue(health, vida - 50);
/// </code>
/// </example>
/// <seealso cref="DiceRolling.Services.CharacterService"/>
/// <seealso cref="DiceRolling.Entities.CharacterEntity"/>
[Tool]
[GlobalClass]
public partial class CharacterType : IdentifiableResource, ICharacter
{
    /// <summary>
    /// Sinal previsto para avisar que o valor de um atributo do personagem mudou.
    /// </summary>
    /// <remarks>Gera o evento C# <c>AttributeChanged</c>. Está declarado, mas o código atual do jogo ainda não o emite.</remarks>
    /// <param name="character">Personagem cujo atributo mudou.</param>
    /// <param name="attributeType">Atributo que mudou.</param>
    [Signal]
    public delegate void AttributeChangedEventHandler(CharacterType character, AttributeType attributeType);

    /// <summary>Cria um personagem vazio; usado pelo Godot ao criar ou carregar o recurso.</summary>
    public CharacterType() => throw null;

    /// <summary>Cria um personagem com nome e papel.</summary>
    /// <param name="name">Nome do personagem.</param>
    /// <param name="role">Papel (classe) que fornece atributos e ações iniciais.</param>
    /// <remarks>Já chama <see cref="InitializeAttributes"/> e <see cref="InitializeActions"/>, que copiam os atributos e as ações do papel.</remarks>
    public CharacterType(string name, RoleType role) => throw null;

    /// <summary>Nome do personagem.</summary>
    [Export]
    public string Name { get => throw null; set => throw null; }

    /// <summary>Categoria do personagem, que indica o lado (<c>Ally</c>, <c>Enemy</c> ou <c>Neutral</c>).</summary>
    [Export]
    public Category? Category { get; set; }

    /// <summary>Retrato do personagem, usado no inspetor de personagem e na ordem de turnos.</summary>
    [Export]
    public Texture2D? Portrait { get; set; }

    /// <summary>Quadros animados do sprite do personagem na cena 3D.</summary>
    [Export]
    public SpriteFrames? CharacterSprite { get; set; }

    /// <summary>
    /// Cenas de modelos animados por nome de animação, usadas por <see cref="DiceRolling.Components.AnimatedModel3DComponent"/>.
    /// </summary>
    [Export]
    public Godot.Collections.Dictionary<string, PackedScene>? CharacterAnimations { get; set; }

    /// <summary>Tamanho de cada pixel do sprite no mundo 3D. Valor inicial: <c>0.01f</c>.</summary>
    [Export]
    public float PixelSize { get; set; } = 0.01f;

    /// <summary>Quadros animados da sombra do personagem.</summary>
    [Export]
    public SpriteFrames? ShadowSprite { get; set; }

    /// <summary>Indica se a sombra (<see cref="ShadowSprite"/>) deve ser exibida.</summary>
    [Export]
    public bool ShowShadow { get; set; }

    /// <summary>Deslocamento horizontal do sprite em relação à célula.</summary>
    [Export]
    public float SpritePositionX { get; set; }

    /// <summary>Deslocamento vertical do sprite em relação à célula.</summary>
    [Export]
    public float SpritePositionY { get; set; }

    /// <summary>Papel (classe) do personagem, como <c>Fighter</c> ou <c>Mage</c>.</summary>
    [Export]
    public RoleType? Role { get; set; }

    /// <summary>Valores de atributos deste personagem (Vida, Velocidade, Defesa...).</summary>
    /// <remarks>Preenchido por <see cref="InitializeAttributes"/> a partir do <see cref="Role"/>.</remarks>
    [Export]
    public Godot.Collections.Array<CharacterAttribute> Attributes { get; private set; } = [];

    /// <summary>Botão do inspetor "Initialize Attributes", que chama <see cref="InitializeAttributes"/>.</summary>
    [ExportToolButton("Initialize Attributes")]
    public Callable InitAttributesButton => throw null;

    /// <summary>Ações que o personagem pode executar.</summary>
    /// <remarks>Preenchido por <see cref="InitializeActions"/> a partir do <see cref="Role"/>.</remarks>
    [Export]
    public Godot.Collections.Array<CharacterAction> Actions { get; private set; } = [];

    /// <summary>Botão do inspetor "Initialize Actions", que chama <see cref="InitializeActions"/>.</summary>
    [ExportToolButton("Initialize Actions")]
    public Callable InitActionsButton => throw null;

    /// <summary>Dados equipados; <see cref="RollEquippedDiceForEnergy"/> rola cada um uma vez para gerar energia.</summary>
    [Export]
    public Godot.Collections.Array<DiceType> EquippedDice { get; set; } = [];

    /// <summary>Energia obtida na última rolagem dos <see cref="EquippedDice"/>, usada para pagar ações.</summary>
    /// <remarks>Substituída a cada chamada de <see cref="RollEquippedDiceForEnergy"/>; não acumula entre rodadas.</remarks>
    public Godot.Collections.Array<DiceEnergy> AvailableEnergy { get; private set; } = [];

    /// <summary>Botão do inspetor "Roll Equipped Dice (Test)", que chama <see cref="RollEquippedDiceForEnergy"/> para teste.</summary>
    [ExportToolButton("Roll Equipped Dice (Test)")]
    public Callable RollEquippedDiceButton => throw null;

    /// <summary>Local (equipe) em que o personagem está, como a equipe do jogador ou a inimiga.</summary>
    [Export]
    public LocationType? Location { get; set; }

    /// <summary>Slot ocupado no <see cref="Location"/> (0 a 5 na grade 2×3); <c>-1</c> quando não posicionado.</summary>
    [Export]
    public int SlotIndex { get; set; } = -1;

    /// <summary>Confere os valores recebidos pelo construtor completo.</summary>
    public void ValidateConstructor() => throw null;

    /// <summary>
    /// Preenche <see cref="Attributes"/> a partir dos <see cref="RoleType.RoleAttributes"/> do <see cref="Role"/>, se a lista
    /// estiver vazia; se ela já tiver atributos, nada muda.
    /// </summary>
    public void InitializeAttributes() => throw null;

    /// <summary>
    /// Preenche <see cref="Actions"/> a partir das <see cref="RoleType.RoleActions"/> do <see cref="Role"/>, se a lista estiver
    /// vazia; se ela já tiver ações, nada muda.
    /// </summary>
    public void InitializeActions() => throw null;

    /// <summary>Obtém o valor atual de um atributo do personagem.</summary>
    /// <param name="type">Atributo procurado.</param>
    /// <returns>O <see cref="CharacterAttribute.CurrentValue"/> do atributo.</returns>
    public int GetAttributeCurrentValue(AttributeType type) => throw null;

    /// <summary>Obtém o valor máximo de um atributo do personagem.</summary>
    /// <param name="type">Atributo procurado.</param>
    /// <returns>O <see cref="CharacterAttribute.MaxValue"/> do atributo.</returns>
    public int GetAttributeMaxValue(AttributeType type) => throw null;

    /// <summary>Obtém o valor base (vindo do papel) de um atributo do personagem.</summary>
    /// <param name="type">Atributo procurado.</param>
    /// <returns>O <see cref="CharacterAttribute.BaseValue"/> do atributo.</returns>
    public int GetAttributeBaseValue(AttributeType type) => throw null;

    /// <summary>Altera o valor atual de um atributo do personagem (por exemplo, a vida após receber dano).</summary>
    /// <param name="type">Atributo a alterar.</param>
    /// <param name="newValue">Novo valor atual.</param>
    public void UpdateAttributeCurrentValue(AttributeType type, int newValue) => throw null;

    /// <summary>Acrescenta uma ação a <see cref="Actions"/>.</summary>
    /// <param name="action">Ação a acrescentar.</param>
    public void AddAction(CharacterAction action) => throw null;

    /// <summary>Remove uma ação de <see cref="Actions"/>.</summary>
    /// <param name="action">Ação a remover.</param>
    public void RemoveAction(CharacterAction action) => throw null;

    /// <summary>
    /// Rola cada dado de <see cref="EquippedDice"/> uma vez e substitui <see cref="AvailableEnergy"/> pelas energias sorteadas.
    /// </summary>
    /// <remarks>
    /// Na batalha, o <see cref="DiceRolling.Controllers.ActionsController"/> o chama para os personagens do jogador no início
    /// da declaração de ações de cada rodada; veja <see cref="DiceType.Roll"/>.
    /// </remarks>
    public void RollEquippedDiceForEnergy() => throw null;
}
