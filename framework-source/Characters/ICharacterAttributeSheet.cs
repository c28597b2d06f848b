using DiceRolling.Attributes;

namespace DiceRolling.Characters;

/// <summary>Ficha de atributos de um personagem: leitura e atualização dos valores base, máximo e atual.</summary>
/// <seealso cref="ICharacter"/>
/// <seealso cref="CharacterAttribute"/>
public interface ICharacterAttributeSheet
{
    /// <summary>Valores de atributos do personagem.</summary>
    Godot.Collections.Array<CharacterAttribute> Attributes { get; }

    /// <summary>Preenche a lista de atributos a partir do papel do personagem (em <see cref="CharacterType"/>, só se ela estiver vazia).</summary>
    void InitializeAttributes();

    /// <summary>Obtém o valor atual de um atributo.</summary>
    /// <param name="type">Atributo procurado.</param>
    /// <returns>Valor atual do atributo.</returns>
    int GetAttributeCurrentValue(AttributeType type);

    /// <summary>Obtém o valor máximo de um atributo.</summary>
    /// <param name="type">Atributo procurado.</param>
    /// <returns>Valor máximo do atributo.</returns>
    int GetAttributeMaxValue(AttributeType type);

    /// <summary>Obtém o valor base de um atributo.</summary>
    /// <param name="type">Atributo procurado.</param>
    /// <returns>Valor base do atributo.</returns>
    int GetAttributeBaseValue(AttributeType type);

    /// <summary>Altera o valor atual de um atributo.</summary>
    /// <param name="type">Atributo a alterar.</param>
    /// <param name="newValue">Novo valor atual.</param>
    void UpdateAttributeCurrentValue(AttributeType type, int newValue);
}
