namespace DiceRolling.Roles;

/// <summary>
/// Contrato agregado de um papel (a classe) de personagem: informações, atributos e ações padrão.
/// </summary>
/// <remarks>
/// Diferente dos outros contratos agregados, não herda <see cref="DiceRolling.Id.IIdentifiable"/> (embora a
/// implementação <see cref="RoleType"/> seja um <see cref="DiceRolling.Id.IdentifiableResource"/>).
/// </remarks>
public interface IRole : IRoleInformation, IRoleAttributes, IRoleActions
{
    /// <summary>Valida os dados informados na construção do papel.</summary>
    void ValidateConstructor();
}
