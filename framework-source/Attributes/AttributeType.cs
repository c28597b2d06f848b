using DiceRolling.Id;
using Godot;

/// <summary>
/// Atributos de jogo, como Vida, Velocidade e Defesa: o recurso <see cref="AttributeType"/>, que define nome, cor,
/// ícone e faixa de valores de um atributo, e os contratos que ele implementa (<see cref="IAttribute"/> e as interfaces
/// menores). Os valores de cada personagem ficam em <see cref="DiceRolling.Characters.CharacterAttribute"/>.
/// </summary>
namespace DiceRolling.Attributes;

/// <summary>
/// Recurso que define um atributo de jogo (por exemplo, <c>Health</c>, <c>Speed</c> ou <c>Armor</c>), com nome,
/// descrição, cor, ícone e faixa de valores permitidos.
/// </summary>
/// <remarks>
/// <para>
/// O <see cref="AttributeType"/> é a definição compartilhada do atributo; os valores de cada personagem ficam em
/// <see cref="DiceRolling.Characters.CharacterAttribute"/> (base, máximo e atual) e os valores iniciais de cada papel em
/// <see cref="DiceRolling.Roles.RoleAttribute"/>. Nos dados de jogo atuais os atributos vão de 0 a 9.999:
/// Vida (<c>Health</c>, que tira o personagem de combate ao chegar a 0), Velocidade (<c>Speed</c>, que ordena a fila
/// de iniciativa) e Defesa (<c>Armor</c>, que a documentação lê como a Defesa do design).
/// </para>
/// <para>
/// A <see cref="Color"/> é usada pela interface para desenhar o atributo (por exemplo, no inspetor de personagem).
/// </para>
/// </remarks>
/// <example>
/// <code>
/// var vida = new AttributeType("Health", "Pontos de vida do personagem.",
///     new Color("#FF0004"), iconeVida, 0, 9999);
/// int atual = personagem.GetAttributeCurrentValue(vida);
/// </code>
/// </example>
/// <seealso cref="DiceRolling.Stores.AttributesStore"/>
/// <seealso cref="DiceRolling.Helpers.AttributesHelper"/>
[Tool]
[GlobalClass]
public partial class AttributeType : IdentifiableResource, IAttribute
{
    /// <summary>Cria um atributo vazio; usado pelo Godot ao criar ou carregar o recurso.</summary>
    public AttributeType() => throw null;

    /// <summary>Cria um atributo completamente configurado por código.</summary>
    /// <param name="name">Nome do atributo (ex.: <c>Health</c>).</param>
    /// <param name="description">Descrição exibida ao jogador.</param>
    /// <param name="color">Cor usada para desenhar o atributo na interface.</param>
    /// <param name="icon">Ícone do atributo.</param>
    /// <param name="minValue">Menor valor permitido.</param>
    /// <param name="maxValue">Maior valor permitido; deve ser maior ou igual a <paramref name="minValue"/>.</param>
    /// <remarks>Chama <see cref="ValidateConstructor"/> para conferir os dados recebidos.</remarks>
    public AttributeType(string name, string description, Color color, Texture2D icon, int minValue, int maxValue) => throw null;

    /// <summary>Nome do atributo.</summary>
    [Export]
    public string Name { get => throw null; set => throw null; }

    /// <summary>Descrição do atributo; editada no inspetor como texto de várias linhas.</summary>
    [Export(PropertyHint.MultilineText)]
    public string? Description { get; set; }

    /// <summary>Cor de exibição do atributo (ex.: vermelho para vida, amarelo para velocidade).</summary>
    [Export]
    public Color Color { get; set; }

    /// <summary>Ícone do atributo; ao ser atribuído atualiza <see cref="IconPath"/>.</summary>
    [Export]
    public Texture2D? Icon { get => throw null; set => throw null; }

    /// <summary>Caminho do recurso do <see cref="Icon"/>, ou <c>null</c> se não houver ícone.</summary>
    public string? IconPath { get; private set; }

    /// <summary>Menor valor que o atributo pode assumir. Valor inicial: <c>0</c>.</summary>
    [Export]
    public int MinValue { get; private set; } = 0;

    /// <summary>Maior valor que o atributo pode assumir. Valor inicial: <c>1</c>.</summary>
    [Export]
    public int MaxValue { get; private set; } = 1;

    /// <summary>Confere os valores recebidos pelo construtor completo (nome válido, mínimo não maior que o máximo).</summary>
    public void ValidateConstructor() => throw null;
}
