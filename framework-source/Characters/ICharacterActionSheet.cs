namespace DiceRolling.Characters;

/// <summary>Ficha de ações de um personagem: a lista de ações e sua manipulação.</summary>
/// <seealso cref="ICharacter"/>
public interface ICharacterActionSheet
{
    /// <summary>Ações que o personagem pode executar.</summary>
    Godot.Collections.Array<CharacterAction> Actions { get; }

    /// <summary>Preenche a lista de ações a partir do papel do personagem (em <see cref="CharacterType"/>, só se ela estiver vazia).</summary>
    void InitializeActions();

    /// <summary>Acrescenta uma ação ao personagem.</summary>
    /// <param name="action">Ação a acrescentar.</param>
    void AddAction(CharacterAction action);

    /// <summary>Remove uma ação do personagem.</summary>
    /// <param name="action">Ação a remover.</param>
    void RemoveAction(CharacterAction action);
}
