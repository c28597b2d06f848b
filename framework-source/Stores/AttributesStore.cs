using DiceRolling.Attributes;
using Godot;

namespace DiceRolling.Stores;

/// <summary>
/// Coleção global dos atributos do jogo (por exemplo, Vida, Velocidade e Defesa, chamados <c>Health</c>, <c>Speed</c> e
/// <c>Armor</c> nos dados de jogo), acessível como singleton carregado de um recurso do projeto.
/// </summary>
/// <remarks>
/// Os atributos existentes no jogo são definidos uma única vez neste estoque e referenciados por papéis e
/// personagens. <see cref="Instance"/> carrega o recurso do projeto no primeiro acesso. <see cref="GetAttributeByName"/>
/// não diferencia maiúsculas de minúsculas; a mesma busca, sobre um estoque qualquer, está em
/// <see cref="DiceRolling.Helpers.AttributesHelper.GetAttributeType"/>.
/// </remarks>
/// <example>
/// <code>
/// AttributeType? speed = AttributesStore.Instance.GetAttributeByName("Speed");
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class AttributesStore : Resource
{
    /// <summary>Cria um estoque vazio (usado pelo Godot ao carregar o recurso).</summary>
    public AttributesStore() => throw null;

    /// <summary>Estoque global de atributos, carregado do recurso do projeto no primeiro acesso.</summary>
    public static AttributesStore Instance { get; }

    /// <summary>Atributos definidos no jogo.</summary>
    [Export]
    public Godot.Collections.Array<AttributeType> Attributes { get; private set; } = [];

    /// <summary>Procura um atributo pelo nome, sem diferenciar maiúsculas de minúsculas.</summary>
    /// <param name="name">Nome do atributo.</param>
    /// <returns>O atributo, ou <see langword="null"/> se não existir.</returns>
    public AttributeType? GetAttributeByName(string name) => throw null;

    /// <summary>Procura um atributo pelo id.</summary>
    /// <param name="id">Id do atributo.</param>
    /// <returns>O atributo, ou <see langword="null"/> se não existir.</returns>
    public AttributeType? GetAttributeById(string id) => throw null;
}
