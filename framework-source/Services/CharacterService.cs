using DiceRolling.Attributes;
using DiceRolling.Characters;

namespace DiceRolling.Services;

/// <summary>
/// Operações sobre personagens: inicialização de atributos e ações a partir do papel, leitura e escrita de
/// atributos e gestão da lista de ações.
/// </summary>
/// <remarks>
/// <para>
/// Os métodos recebem o personagem como parâmetro. <see cref="CharacterType"/> tem métodos de instância com os mesmos
/// nomes (por exemplo, <see cref="CharacterType.InitializeAttributes"/> e <see cref="CharacterType.GetAttributeCurrentValue"/>),
/// o que não quer dizer que os dois caminhos se comportem de forma idêntica. A inicialização copia do
/// <see cref="DiceRolling.Roles.RoleType"/> do personagem os atributos (com valor base, máximo e atual) e as ações, e só
/// preenche listas vazias.
/// </para>
/// <para>
/// É um singleton preguiçoso acessado por <see cref="Instance"/>; os métodos de inicialização são de instância e
/// <see langword="virtual"/> (podem ser sobrescritos), os demais são estáticos.
/// </para>
/// </remarks>
/// <example>
/// <code>
/// // Criada sem o construtor com papel, a Joanna começa sem atributos:
/// var joanna = new CharacterType { Name = "Joanna", Role = fighter };
/// CharacterService.Instance.InitializeAttributes(joanna);
/// int vida = CharacterService.GetAttributeCurrentValue(joanna, health);
/// CharacterService.UpdateAttributeCurrentValue(joanna, health, vida - 50);
/// </code>
/// </example>
public class CharacterService
{
    /// <summary>Instância única do serviço, criada no primeiro acesso.</summary>
    public static CharacterService Instance { get; }

    /// <summary>
    /// Preenche os atributos do personagem a partir dos atributos padrão do seu papel, se a lista dele estiver vazia; se já
    /// houver atributos, nada muda.
    /// </summary>
    /// <param name="character">Personagem a inicializar; precisa ter <see cref="CharacterType.Role"/> definido.</param>
    public virtual void InitializeAttributes(CharacterType character) => throw null;

    /// <summary>
    /// Preenche as ações do personagem a partir das ações padrão do seu papel, se a lista dele estiver vazia; se já houver
    /// ações, nada muda.
    /// </summary>
    /// <param name="character">Personagem a inicializar; precisa ter <see cref="CharacterType.Role"/> definido.</param>
    public virtual void InitializeActions(CharacterType character) => throw null;

    /// <summary>Lê o valor atual de um atributo do personagem.</summary>
    /// <param name="character">Personagem consultado.</param>
    /// <param name="type">Atributo desejado.</param>
    /// <returns>O valor atual do atributo.</returns>
    public static int GetAttributeCurrentValue(CharacterType character, AttributeType type) => throw null;

    /// <summary>Lê o valor máximo de um atributo do personagem.</summary>
    /// <param name="character">Personagem consultado.</param>
    /// <param name="type">Atributo desejado.</param>
    /// <returns>O valor máximo do atributo.</returns>
    public static int GetAttributeMaxValue(CharacterType character, AttributeType type) => throw null;

    /// <summary>Lê o valor base de um atributo do personagem (o que veio do papel).</summary>
    /// <param name="character">Personagem consultado.</param>
    /// <param name="type">Atributo desejado.</param>
    /// <returns>O valor base do atributo.</returns>
    public static int GetAttributeBaseValue(CharacterType character, AttributeType type) => throw null;

    /// <summary>Altera o valor atual de um atributo do personagem (por exemplo, a vida após receber dano).</summary>
    /// <param name="character">Personagem alterado.</param>
    /// <param name="type">Atributo alterado.</param>
    /// <param name="newValue">Novo valor atual.</param>
    public static void UpdateAttributeCurrentValue(CharacterType character, AttributeType type, int newValue) => throw null;

    /// <summary>Adiciona uma ação à lista de ações do personagem.</summary>
    /// <param name="character">Personagem alterado.</param>
    /// <param name="action">Ação adicionada.</param>
    public static void AddAction(CharacterType character, CharacterAction action) => throw null;

    /// <summary>Remove uma ação da lista de ações do personagem.</summary>
    /// <param name="character">Personagem alterado.</param>
    /// <param name="action">Ação removida.</param>
    public static void RemoveAction(CharacterType character, CharacterAction action) => throw null;
}
