using DiceRolling.Categories;
using DiceRolling.Dice;
using DiceRolling.Effects;
using DiceRolling.Id;
using DiceRolling.Targets;
using Godot;

/// <summary>
/// Ações jogáveis: o recurso <see cref="ActionType"/>, com custo em energia de dados, efeitos e tabuleiro de alvos,
/// os contratos que ele implementa (<see cref="IAction{TContext, TResult}"/> e as interfaces menores) e o contexto de
/// execução de uma ação (<see cref="IActionContext"/>, implementado por <see cref="ActionContext"/>).
/// </summary>
namespace DiceRolling.Actions;

/// <summary>
/// Recurso editável (<c>.tres</c>) que descreve uma ação jogável: nome, categoria, descrição, ícone,
/// custo em energia de dados, efeitos aplicados e tabuleiro de alvos.
/// </summary>
/// <remarks>
/// <para>
/// É a implementação concreta de <see cref="IAction{TContext, TResult}"/> com contexto <see cref="IActionContext"/>
/// e resultado <see cref="bool"/>. Exemplos nos dados de jogo: Quick Slash (sem custo), Cleave Attack (custa 1 energia
/// Vermelha, <c>Red Energy</c>), Arcane Strike, Magic Missiles, Lesser Restoration e Stare.
/// </para>
/// <para>
/// O custo (<see cref="RequiredEnergy"/>) é uma lista de unidades de <see cref="DiceEnergy"/>: o personagem precisa ter
/// todas na energia rolada com seus dados (<see cref="DiceRolling.Characters.CharacterType.AvailableEnergy"/>) e elas são
/// gastas ao executar. Uma ação sem custo está sempre disponível. Os <see cref="Effects"/> são aplicados em ordem ao alvo
/// do contexto, e o <see cref="TargetBoard"/> define de quais células da grade 2×3 a ação pode ser usada e quais ela atinge.
/// </para>
/// <para>
/// Papéis (<see cref="DiceRolling.Roles.RoleType"/>) listam ações por meio de <see cref="DiceRolling.Roles.RoleAction"/>;
/// cada personagem as recebe como <see cref="DiceRolling.Characters.CharacterAction"/>.
/// </para>
/// </remarks>
/// <example>
/// <code>
/// var cleave = new ActionType(
///     "Cleave Attack", ofensiva, "Golpe amplo contra a frente inimiga.", icone,
///     [redEnergy], [danoDe50], tabuleiroFrente);
/// if (cleave.IsValid())
///     cleave.Do(new ActionContext(joanna, inimigo));
/// </code>
/// </example>
/// <seealso cref="DiceRolling.Services.ActionService"/>
[Tool]
[GlobalClass]
public partial class ActionType : IdentifiableResource, IAction<IActionContext, bool>
{
    /// <summary>
    /// Cria uma ação vazia, com nome gerado automaticamente. Usado pelo Godot ao instanciar o recurso no editor
    /// ou ao carregá-lo do disco.
    /// </summary>
    public ActionType() => throw null;

    /// <summary>Cria uma ação completamente configurada por código.</summary>
    /// <param name="name">Nome de exibição da ação; precisa ser um nome válido (não vazio).</param>
    /// <param name="category">Categoria da ação (Offensive, Defensive, Buff...).</param>
    /// <param name="description">Texto descritivo exibido ao jogador; pode ser <c>null</c>.</param>
    /// <param name="icon">Ícone da ação; pode ser <c>null</c>.</param>
    /// <param name="requiredEnergy">Unidades de energia exigidas para executar a ação (lista vazia = sem custo).</param>
    /// <param name="effects">Efeitos aplicados, em ordem, quando a ação é executada.</param>
    /// <param name="targetBoard">Tabuleiro que define posições de uso e alvos; pode ser <c>null</c>.</param>
    /// <remarks>Chama <see cref="ValidateConstructor"/> para conferir os dados recebidos.</remarks>
    public ActionType(string name, Category category, string? description, Texture2D? icon, Godot.Collections.Array<DiceEnergy> requiredEnergy, Godot.Collections.Array<EffectType> effects, TargetBoardType? targetBoard) => throw null;

    /// <summary>Nome de exibição da ação.</summary>
    /// <remarks>
    /// O valor inicial é gerado com um prefixo e um GUID, para que recursos novos nunca fiquem sem nome.
    /// A atribuição só aceita nomes válidos (veja <see cref="DiceRolling.Services.ValidationService"/>).
    /// </remarks>
    [Export]
    public string Name { get => throw null; set => throw null; }

    /// <summary>Categoria da ação (por exemplo, Offensive ou Defensive), usada para agrupar e exibir ícones.</summary>
    [Export]
    public Category? Category { get; set; }

    /// <summary>Descrição da ação mostrada ao jogador; editada no inspetor como texto de várias linhas.</summary>
    [Export(PropertyHint.MultilineText)]
    public string? Description { get; set; }

    /// <summary>Ícone da ação, exibido nos botões do inspetor de personagem e na HUD.</summary>
    /// <remarks>Ao atribuir um ícone, <see cref="IconPath"/> é atualizado com o caminho do recurso.</remarks>
    [Export]
    public Texture2D? Icon { get => throw null; set => throw null; }

    /// <summary>Caminho do recurso do <see cref="Icon"/> atual, ou <c>null</c> se não houver ícone.</summary>
    public string? IconPath { get; private set; }

    /// <summary>Custo da ação: unidades de energia que o personagem precisa ter, todas, para executá-la.</summary>
    /// <remarks>Cada item representa uma unidade de uma cor de energia. Lista vazia significa ação sem custo.</remarks>
    [Export]
    public Godot.Collections.Array<DiceEnergy> RequiredEnergy { get; set; } = [];

    /// <summary>Efeitos aplicados ao alvo, em ordem, quando a ação é executada (ex.: <see cref="DiceRolling.Effects.DamageEffect"/>).</summary>
    [Export]
    public Godot.Collections.Array<EffectType> Effects { get; set; } = [];

    /// <summary>
    /// Tabuleiro de alvos: a primeira grade indica de onde o usuário pode agir e a segunda quais posições podem ser atingidas.
    /// </summary>
    [Export]
    public TargetBoardType? TargetBoard { get; set; }

    /// <summary>Executa a ação no contexto informado, aplicando cada efeito de <see cref="Effects"/>.</summary>
    /// <param name="context">Quem age e quem recebe a ação.</param>
    /// <returns>Sempre <c>true</c> no código atual, que ainda não tem um caso de falha.</returns>
    public bool Do(IActionContext context) => throw null;

    /// <summary>
    /// Indica se a ação está completa: tem <see cref="IdentifiableResource.Id"/>, <see cref="Category"/>, pelo menos uma
    /// energia em <see cref="RequiredEnergy"/>, pelo menos um efeito em <see cref="Effects"/> e um <see cref="TargetBoard"/>.
    /// </summary>
    /// <remarks>
    /// Não diz se a ação pode ser usada em jogo: uma ação sem custo, como Quick Slash, devolve <c>false</c> aqui e continua
    /// sempre disponível.
    /// </remarks>
    /// <returns><c>true</c> se todos esses itens estão preenchidos.</returns>
    public bool IsValid() => throw null;

    /// <summary>Acrescenta um efeito ao fim da lista <see cref="Effects"/>, se ele ainda não estiver nela.</summary>
    /// <param name="effect">Efeito a acrescentar.</param>
    public void AddEffect(EffectType effect) => throw null;

    /// <summary>Remove um efeito da lista <see cref="Effects"/>.</summary>
    /// <param name="effect">Efeito a remover.</param>
    public void RemoveEffect(EffectType effect) => throw null;

    /// <summary>Confere os valores recebidos pelo construtor completo e sinaliza dados inválidos.</summary>
    public void ValidateConstructor() => throw null;
}
