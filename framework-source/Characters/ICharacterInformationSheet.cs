using DiceRolling.Categories;
using DiceRolling.Roles;

namespace DiceRolling.Characters;

/// <summary>Ficha de identificação de um personagem: nome, categoria e papel.</summary>
/// <seealso cref="ICharacter"/>
public interface ICharacterInformationSheet
{
    /// <summary>Nome do personagem.</summary>
    string Name { get; set; }

    /// <summary>Categoria (lado) do personagem, ou <c>null</c>.</summary>
    Category? Category { get; set; }

    /// <summary>Papel (classe) do personagem, ou <c>null</c>.</summary>
    RoleType? Role { get; set; }
}
